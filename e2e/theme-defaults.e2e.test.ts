import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactsDir, startSession, type Session } from './support/session'
import { DEFAULT_BACKGROUNDS } from '../registry/lib/state/modal/theme'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-theme-defaults')
})
afterAll(() => session?.stop())

// SPEC §9 theme defaults (a host that sets no themeVariables), pinned by what they do on a real
// page: z-index 999 puts the modal over host content up to 998 and under 1000; color mix 0% leaves
// the card the plain background; font size master 10px and border radius master 4px scale the
// text and corners the views use (text-wk-md is 1.5 x, rounded-wk-xl 5 x the master).
describe('theme defaults in Chromium', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: z-index 999, color mix 0%, font size 10px and radius 4px as the modal shows them (${theme})`, async () => {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      const card = dialog.locator('[data-slot="modal-card"]')
      await card.waitFor()
      await page.screenshot({ path: `${artifactsDir}/theme-defaults-${theme}.png` })

      // A host layer over the whole page, below then above 999.
      const topAt = (zIndex: number) =>
        card.evaluate((el, z) => {
          const layer = document.createElement('div')
          layer.id = 'host-layer'
          layer.style.cssText = `position:fixed;inset:0;z-index:${z};pointer-events:auto`
          document.body.append(layer)
          const box = el.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 20)
          layer.remove()
          return hit?.id === 'host-layer' ? 'host' : el.contains(hit) ? 'modal' : 'other'
        }, zIndex)
      expect(await topAt(998)).toBe('modal')
      expect(await topAt(1000)).toBe('host')

      const looks = await card.evaluate((el, background) => {
        // The scale the views' utilities use (text-wk-md, rounded-wk-xl), resolved inside the modal.
        const probe = (css: string) => {
          const span = document.createElement('span')
          span.style.cssText = css
          el.append(span)
          const style = getComputedStyle(span)
          const value = { fontSize: style.fontSize, radius: style.borderTopLeftRadius }
          span.remove()
          return value
        }
        const bytes = (color: string) => {
          const context = document.createElement('canvas').getContext('2d')!
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
          return [...context.getImageData(0, 0, 1, 1).data].join(',')
        }
        return {
          // Both colours as the bytes a canvas paints (the card's computes as a color-mix result).
          plainBackground: bytes(getComputedStyle(el).backgroundColor) === bytes(background),
          text: probe('font-size: calc(var(--wk-font-size-master) * 1.5)').fontSize,
          radius: probe('border-radius: calc(var(--wk-border-radius-master) * 5)').radius,
        }
      }, DEFAULT_BACKGROUNDS[theme])
      expect(looks).toEqual({ plainBackground: true, text: '15px', radius: '20px' })
      await page.close()
    })
  }
})
