import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchEngine, selectedEngines, type EngineBrowser, type EngineName, type EnginePage } from '../support/engines'
import { overflowingInPage } from '../mobile/phone-session'
import { artifactsDir } from '../support/session'
import { openConnect, startEngineHost, type EngineHost } from './engine-host'
import { phoneFrame } from './phone-frame'

// The kit's layout in Chromium, Firefox ESR and WebKitGTK, on one CLI-built host:
// - every data-slot element's padding, margin and border widths equal Chromium's (WebKit lost
//   every px-*, py-*, mx-* under the style-isolation rule);
// - the host's hostile global CSS changes nothing in any engine (e2e/host-css, per engine);
// - a window shorter than the modal, with classic scrollbars, scrolls the card without losing
//   its right edge (Firefox did not widen the dialog by its scrollbar);
// - a button below the edge of a card that is still growing, once focused, does not scroll the view.

let host: EngineHost
beforeAll(async () => {
  host = await startEngineHost('e2e-engines-layout')
  mkdirSync(artifactsDir, { recursive: true })
})
afterAll(async () => {
  await phone.close()
  await host?.stop()
})

const boxSides = [
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
]
// The host-css test's properties (e2e/host-css/style-isolation.e2e.test.ts) beside the box sides.
const isolationProperties = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'border-top-color',
  'border-top-left-radius',
  'box-sizing',
  'outline-style',
]

type Slot = { slot: string | null; box: number[]; values: Record<string, string> }

function snapshot(page: EnginePage, properties: string[]): Promise<Slot[]> {
  return page.evaluate((props) => {
    const nodes = [...document.querySelectorAll('[data-wk-theme] [data-slot], [data-wk-theme][data-slot]')]
    return nodes.map((node) => {
      const style = getComputedStyle(node)
      const box = node.getBoundingClientRect()
      return {
        slot: node.getAttribute('data-slot'),
        box: [Math.round(box.width), Math.round(box.height)],
        values: Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])),
      }
    })
  }, properties)
}

const sides = (slots: Slot[]) => slots.map((s) => ({ slot: s.slot, ...Object.fromEntries(boxSides.map((p) => [p, s.values[p]])) }))

const viewportSized = new Set(['modal-root', 'dialog-overlay'])
const withoutViewportBoxes = (slots: Slot[]) => slots.map((s) => (viewportSized.has(s.slot ?? '') ? { ...s, box: [] } : s))

const phone = phoneFrame()

const themes = ['dark', 'light'] as const
/** Chromium's padding/margin/border per theme: what the other engines must match. */
const reference = new Map<string, ReturnType<typeof sides>>()

// Chromium first: the reference the others are compared with.
const engines: EngineName[] = ['chromium', ...selectedEngines().filter((e) => e !== 'chromium')]

for (const engine of engines) {
  describe(`layout in ${engine}`, () => {
    let browser: EngineBrowser
    beforeAll(async () => {
      browser = await launchEngine(engine, { classicScrollbars: true })
    })
    afterAll(() => browser?.close())

    test(`behavior: every data-slot element's padding, margin and border equal Chromium's, with and without the host's hostile CSS (${engine})`, async () => {
      for (const theme of themes) {
        const query = theme === 'light' ? '?theme=light' : '?'
        const page = await browser.newPage()
        await page.goto(`${host.server.url}/${query}`)
        await openConnect(page)
        const clean = await snapshot(page, [...boxSides, ...isolationProperties])
        writeFileSync(join(artifactsDir, `engines-connect-${engine}-${theme}.png`), await page.screenshot())
        expect(clean.length).toBeGreaterThan(10)
        if (engine === 'chromium') reference.set(theme, sides(clean))
        else expect(sides(clean)).toEqual(reference.get(theme))

        await page.goto(`${host.server.url}/${query}&hostile`)
        // The host's CSS is really there: the page's own heading took it.
        await page.waitForSelector('h1')
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily)).toContain('Comic Sans')
        await openConnect(page)
        // The hostile page is taller than the window: its classic scrollbar narrows the
        // viewport-wide wrappers, which is the page's doing, not the kit's.
        expect(withoutViewportBoxes(await snapshot(page, [...boxSides, ...isolationProperties]))).toEqual(withoutViewportBoxes(clean))
        await page.close()
      }
    })

    test(`behavior: at phone width (390 and 320 px) the modal is a bottom sheet: full width, on the bottom edge, nothing past the sides (${engine})`, async () => {
      for (const width of [390, 320]) {
        const page = await browser.newPage()
        const doc = await phone.open(page, `${host.server.url}/`, width)
        await openConnect(page, doc)
        const sheet = await doc.evaluate(() => {
          const box = (document.querySelector('[data-slot="dialog-content"]') as HTMLElement).getBoundingClientRect()
          const root = document.documentElement
          return {
            innerWidth: window.innerWidth,
            left: Math.round(box.left),
            widthShort: Math.round(root.clientWidth - box.width),
            bottomGap: Math.round(window.innerHeight - box.bottom),
            pageOverflow: root.scrollWidth - root.clientWidth,
          }
        })
        const past = await doc.evaluate(overflowingInPage)
        writeFileSync(join(artifactsDir, `engines-phone-sheet-${engine}-${width}.png`), await page.screenshot())
        expect({ ...sheet, past }).toEqual({ innerWidth: width, left: 0, widthShort: 0, bottomGap: 0, pageOverflow: 0, past: [] })
        await page.close()
      }
    })

    test(`behavior: a button below the edge of a card still growing, once focused, does not scroll the view (${engine})`, async () => {
      const page = await browser.newPage()
      await page.goto(`${host.server.url}/`)
      await openConnect(page)
      // The view grows by 200 px (a block arrives above the rows) while the card eases slowly
      // towards it: the last button is below the card's edge for the whole easing.
      await page.evaluate(() => {
        const style = document.createElement('style')
        style.textContent = '[data-slot="modal-body"] { transition-duration: 4s !important }'
        document.head.append(style)
        const block = document.createElement('div')
        block.style.height = '200px'
        const inner = document.querySelector('[data-slot="modal-body-inner"]') as HTMLElement
        const body = document.querySelector('[data-slot="modal-body"]') as HTMLElement
        body.dataset.testStartHeight = String(body.offsetHeight)
        inner.prepend(block)
      })
      // The card has started to grow (the view answered the new height) and the last button is still below its edge.
      await page.waitForFunction(() => {
        const body = document.querySelector('[data-slot="modal-body"]') as HTMLElement
        const buttons = body.querySelectorAll('button')
        const clipped = (buttons[buttons.length - 1] as HTMLElement).getBoundingClientRect().top > body.getBoundingClientRect().bottom
        return clipped && body.offsetHeight > Number(body.dataset.testStartHeight)
      })
      const moved = await page.evaluate(() => {
        const body = document.querySelector('[data-slot="modal-body"]') as HTMLElement
        const buttons = [...body.querySelectorAll('button')]
        const last = buttons[buttons.length - 1] as HTMLButtonElement
        const first = buttons[0] as HTMLButtonElement
        const clipped = last.getBoundingClientRect().top > body.getBoundingClientRect().bottom
        const before = first.getBoundingClientRect().top
        last.focus()
        return {
          clipped,
          focused: document.activeElement === last,
          moved: first.getBoundingClientRect().top - before,
          scrollTop: body.scrollTop,
        }
      })
      expect(moved).toEqual({ clipped: true, focused: true, moved: 0, scrollTop: 0 })
      await page.close()
    })

    test(`behavior: a modal taller than the window scrolls with a classic scrollbar and keeps the whole card in view (${engine})`, async () => {
      const page = await browser.newPage()
      await page.setViewport({ width: 1024, height: 420 })
      await page.goto(`${host.server.url}/`)
      await openConnect(page)
      const layout = await page.evaluate(() => {
        const content = document.querySelector('[data-slot="dialog-content"]') as HTMLElement
        const card = (document.querySelector('[data-slot="modal-card"]') as HTMLElement).getBoundingClientRect()
        const box = content.getBoundingClientRect()
        return {
          taller: content.scrollHeight > content.clientHeight,
          horizontalOverflow: content.scrollWidth - content.clientWidth,
          // The card's right edge against the right edge of the content area (left of the scrollbar).
          cardClippedRight: Math.round(card.right - (box.left + content.clientLeft + content.clientWidth)),
          cardClippedLeft: Math.round(box.left + content.clientLeft - card.left),
        }
      })
      writeFileSync(join(artifactsDir, `engines-short-window-${engine}.png`), await page.screenshot())
      expect(layout).toEqual({
        taller: true,
        horizontalOverflow: 0,
        cardClippedRight: expect.toSatisfy((n: number) => n <= 0),
        cardClippedLeft: expect.toSatisfy((n: number) => n <= 0),
      })
      await page.close()
    })
  })
}
