import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { aimAndClick } from '../../registry/testing/embedded-wallet'

// The secure confirmation window (GET /confirm on the secure origin, issue 32 item 1): the page
// that holds the real Approve where the browser cannot prove the frame is seen. Driven in
// Chromium from an opener on the secure origin playing the frame's part (confirm-window.ts's
// messages), because Chromium itself takes the in-frame path; frame-clickjack-engines shows the
// frame of Firefox and WebKit handing off to it.

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url))
let devnet: Devnet
let browser: Awaited<ReturnType<typeof launchChromium>>
let opener: Page
const card = '[data-slot=frame-confirm][data-state=confirm]'
const model = {
  method: 'personal_sign',
  title: 'Sign message',
  chain: 'Local (31337)',
  requestedBy: 'http://127.0.0.1:5173',
  rows: [{ label: 'Message', value: 'hello from the window' }],
}

type Opener = Window & { answers: unknown[]; popup: Window | null }
declare const window: Opener

/** Opens the window from the opener (as the frame does) and answers its ready with the request. */
async function openWindow(theme: 'light' | 'dark', locale?: string): Promise<Page> {
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate(
      ([m, mode, tag]) => {
        window.answers = []
        const popup = window.open('/confirm', `wk-confirm-${Math.random()}`, 'popup,width=440,height=720')
        window.popup = popup
        window.onmessage = (event) => {
          if (event.source !== popup || event.origin !== location.origin) return
          if (event.data?.type === 'wk-confirm/ready')
            popup!.postMessage({ type: 'wk-confirm/show', model: m, theme: { mode }, locale: tag }, location.origin)
          else window.answers.push(event.data)
        }
      },
      [model, theme, locale] as const,
    ),
  ])
  await popup.waitForLoadState()
  return popup
}

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['frame'] })
  browser = await launchChromium()
  opener = await browser.context.newPage()
  // A page on the secure origin stands in for the frame (the window talks to its opener on its own origin only).
  await opener.goto(`${devnet.urls.frame}/loading`)
})

afterAll(async () => {
  await browser?.close()
  await devnet?.stop()
})

describe('the secure confirmation window', () => {
  test('default: it shows the request its opener sent, and an aimed Approve answers the opener and closes the window', async () => {
    const popup = await openWindow('dark')
    await popup.locator(`${card} dd`, { hasText: 'hello from the window' }).waitFor()
    expect(await popup.title()).toBe('Sign message: http://127.0.0.1:5173')
    mkdirSync(artifacts, { recursive: true })
    await popup.locator(`${card}[data-visible=true]`).waitFor()
    await popup.screenshot({ path: join(artifacts, 'confirm-window-dark.png') })
    const closed = popup.waitForEvent('close')
    await aimAndClick(popup, popup, card, 'approve')
    await closed
    expect(await opener.evaluate(() => window.answers)).toEqual([{ type: 'wk-confirm/answer', approved: true }])
  })

  test('behavior: Reject answers the opener with a refusal (light theme); the window closes', async () => {
    const popup = await openWindow('light')
    await popup.locator(`${card}[data-visible=true]`).waitFor()
    await popup.screenshot({ path: join(artifacts, 'confirm-window-light.png') })
    const closed = popup.waitForEvent('close')
    await aimAndClick(popup, popup, card, 'reject')
    await closed
    expect(await opener.evaluate(() => window.answers)).toEqual([{ type: 'wk-confirm/answer', approved: false }])
  })

  test("behavior: the window speaks the frame's locale (issue 27): Hebrew buttons, right to left, the origin an LTR island", async () => {
    const popup = await openWindow('dark', 'he')
    await popup.locator(`${card}[data-visible=true]`).waitFor()
    const shown = () =>
      popup.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        approve: document.querySelector('[data-slot=frame-confirm-approve]')?.textContent,
        reject: document.querySelector('[data-slot=frame-confirm-reject]')?.textContent,
        origin: getComputedStyle(document.querySelector('[data-slot=frame-confirm-origin] bdi')!).direction,
      }))
    await expect.poll(shown).toEqual({
      lang: 'he',
      dir: 'rtl',
      approve: 'אישור',
      reject: 'דחייה',
      origin: 'ltr',
    })
    await popup.screenshot({ path: join(artifacts, 'confirm-window-he.png') })
    const closed = popup.waitForEvent('close')
    await aimAndClick(popup, popup, card, 'reject')
    await closed
    expect(await opener.evaluate(() => window.answers)).toEqual([{ type: 'wk-confirm/answer', approved: false }])
  })
})
