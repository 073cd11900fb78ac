import { expect } from 'vitest'
import { createPublicClient, http } from 'viem'
import type { EngineBrowser, EngineContext, EnginePage } from '../support/engines'

// The steps the engines' journeys share (journeys-engines, phone-embedded-webkit): waits on the
// page's own elements, the mailbox's codes, and an Approve aimed as a user aims it.

export const dialog = '[role="dialog"]'
export const text = (doc: EngineContext, selector: string) => doc.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector)
export const untilText = (doc: EngineContext, selector: string, wanted: string) =>
  doc.waitForFunction(([s, w]) => document.querySelector(s)?.textContent === w, [selector, wanted] as const)
export const untilAddress = (doc: EngineContext) =>
  doc.waitForFunction(() => /^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="address"]')?.textContent ?? ''))
// Before its first open the modal is prerendered in a hidden subtree (display: none), dialog and all.
export const noDialogShown = () => ![...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0)
export const node = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

/** Opens the modal and connects the injected Devnet Wallet (announced over EIP-6963) from Connect. */
export async function connectDevnetWallet(page: EnginePage): Promise<void> {
  await page.click('[data-slot="connect-button"]')
  await page.waitForSelector(`${dialog} [data-slot="wallet-section"] [data-wallet-id]`)
  const walletId = await page.evaluate(
    (d) =>
      [...document.querySelectorAll(`${d} [data-slot="wallet-section"] [data-wallet-id]`)]
        .find((b) => b.textContent?.includes('Devnet Wallet'))
        ?.getAttribute('data-wallet-id'),
    dialog,
  )
  expect(walletId).toBeTruthy()
  await page.click(`${dialog} [data-slot="wallet-section"] [data-wallet-id="${walletId}"]`)
  await page.waitForFunction(noDialogShown)
  await untilAddress(page)
}

/** Closes the modal with its header's close button if it is still open. */
export async function closeModal(page: EngineContext): Promise<void> {
  if (await page.evaluate(noDialogShown)) return
  await page.click(`${dialog} [data-slot="modal-header-end"] button`)
  await page.waitForFunction(noDialogShown)
}

/** Disconnects from Account so the next test starts signed out (the pages share the host's storage). */
export async function signOut(doc: EngineContext): Promise<void> {
  await closeModal(doc)
  await doc.click('[data-slot="connect-button"][data-state="connected"]')
  await doc.click(`${dialog} [data-slot="account-view-disconnect"]`)
  await doc.waitForFunction(() => !document.querySelector('[data-testid="address"]'))
}

/** The newest code devnet's mailbox (at `services`) holds for `to` once more than `after` messages came. */
export async function mailedCode(services: string, to: string, after: number): Promise<string> {
  const messages = async () => {
    const response = await fetch(`${services}/dev/mailbox?to=${encodeURIComponent(to)}`)
    return ((await response.json()) as { messages: Array<{ code?: string }> }).messages
  }
  let code = ''
  await expect
    .poll(async () => {
      const list = await messages()
      code = list.length > after ? (list.at(-1)?.code ?? '') : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/**
 * Resolves once nothing in `doc` moves: no finite animation or transition running (the modal
 * eases its height when a view replaces another) and the secure frame's box the same two frames
 * apart. The frame follows its slot in the view; measured mid-move, a pointer aimed at Approve
 * lands beside it (Chromium: 32 px above, on the card's padding).
 */
export async function untilStill(doc: EngineContext): Promise<void> {
  const still = await doc.evaluate(async () => {
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    const box = () => JSON.stringify(document.getElementById('w3m-iframe')?.getBoundingClientRect() ?? null)
    for (let round = 0; round < 50; round++) {
      const before = box()
      await frames()
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      if (running.length === 0 && box() === before) return true
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
    return false
  })
  expect(still).toBe(true)
}

/**
 * A click as a user aims it at the confirmation's Approve in `doc` (the secure frame inside
 * `pointer`'s page, or the secure window itself, `pointer` then too): once the details were
 * scrolled to their end and nothing moves, the
 * pointer comes onto the button's corner, rests until the card says the aim is ready (the arm
 * timer ran out with the pointer inside), then moves to the centre and clicks. A click with no
 * move inside after the timer ran out does not count (apps/frame/src/page/confirm/aim.ts).
 * `within`: the document holding the secure frame and where its viewport sits in `pointer`'s,
 * when that is not `pointer` itself (the host in a phone-sized iframe).
 */
export async function aimedApprove(
  pointer: EnginePage,
  doc: EngineContext,
  within: { host: EngineContext; at: { x: number; y: number } } = { host: pointer, at: { x: 0, y: 0 } },
): Promise<void> {
  const card = '[data-slot=frame-confirm][data-state=confirm]'
  await doc.waitForSelector(`${card}[data-visible=true]`)
  // Approve arms once every row was on screen (arming.ts): details taller than the card are read to their end first.
  await doc.evaluate(() => {
    const rows = document.querySelector('[data-slot=frame-confirm-rows]')
    if (rows) rows.scrollTop = rows.scrollHeight
  })
  await doc.waitForSelector(`${card}[data-visible=true][data-seen=true] [data-slot=frame-confirm-approve]:enabled`)
  await untilStill(within.host)
  const outer = await within.host.evaluate(() => {
    const r = document.getElementById('w3m-iframe')?.getBoundingClientRect()
    return { x: r?.left ?? 0, y: r?.top ?? 0 }
  })
  const inFrame = doc === pointer ? { x: 0, y: 0 } : { x: within.at.x + outer.x, y: within.at.y + outer.y }
  const button = await doc.evaluate(() => {
    const r = document.querySelector('[data-slot=frame-confirm-approve]')!.getBoundingClientRect()
    return { x: r.left, y: r.top, width: r.width, height: r.height }
  })
  await pointer.mouseMove(inFrame.x + button.x + 4, inFrame.y + button.y + 4)
  await doc.waitForSelector(`${card}:is([data-aim=ready], [data-aim=aimed])`)
  await pointer.mouseClick(inFrame.x + button.x + button.width / 2, inFrame.y + button.y + button.height / 2)
}

/** The e-mail login from the Connect Wallet button of `doc`: the address, then the code devnet's mailbox (at `services`) got. */
export async function emailLogin(doc: EngineContext, services: string, email: string): Promise<void> {
  const login = `${dialog} [data-slot="email-login"]`
  await doc.click('[data-slot="connect-button"]')
  await doc.waitForSelector(`${login} input[type=email]`)
  await doc.type(`${login} input[type=email]`, email)
  await doc.click(`${login} [data-slot="email-login-form"] button[type=submit]:enabled`)
  await doc.waitForSelector(`${login}[data-step=otp] input[inputmode=numeric]`)
  await doc.type(`${login} input[inputmode=numeric]`, await mailedCode(services, email, 0))
  await doc.click(`${login} [data-slot="email-login-code"] button[type=submit]:enabled`)
}

/**
 * Where the engine cannot prove the frame is seen, the aimed click in `frame` opened the secure
 * window (the frame's origin, top level), which shows the request (`message`) again: the same
 * aimed click approves there.
 */
export async function approveInSecureWindow(
  browser: EngineBrowser,
  frame: EngineContext,
  frameUrl: string,
  message: string,
): Promise<void> {
  await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.state === 'window')
  const secure = await browser.window(`${new URL(frameUrl).origin}/confirm`)
  await secure.waitForFunction((m) => document.querySelector('[data-slot=frame-confirm] dd')?.textContent === m, message)
  await aimedApprove(secure, secure)
}
