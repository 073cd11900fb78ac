import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { startEmbeddedSession, type EmbeddedSession } from './embedded-session'
import { answerInFrame } from './in-frame'

let suite: EmbeddedSession
let devnet: Devnet
let page: Page
const email = `modal-${Date.now()}@walletkit.dev`

type Kit = {
  modal: { open(): void; store: { getState(): { open: boolean } } }
  options: { setLocale(tag: string): void }
  connection: { store: { getState(): { status: string; account?: { address: string } } } }
}
declare const window: Window & { kit: Kit; auth: { request(a: unknown): Promise<unknown> } | null; signature?: string }

beforeAll(async () => {
  suite = await startEmbeddedSession('./modal-page.tsx')
  ;({ devnet, page } = suite)
})

afterAll(() => suite?.stop())

describe('embedded-wallet views in the real modal', () => {
  test('default: e-mail login from the Connect view, then a signature approved in ApproveTransaction', async () => {
    await suite.emailLogin(email)
    await page.waitForFunction(() => window.kit.connection.store.getState().status === 'connected', undefined, { timeout: 20_000 })
    const address = (await page.evaluate(() => window.kit.connection.store.getState().account?.address)) as Hex

    // Not awaited inside the page: the request settles only after the approval below.
    await page.evaluate((from) => {
      void window
        .auth!.request({ method: 'personal_sign', params: ['0x68656c6c6f206d6f64616c', from] })
        .then((s) => void (window.signature = s as string))
    }, address)
    await page.waitForSelector('[data-slot=approve-transaction-view][data-status=pending]')
    expect(await page.textContent('[data-slot=approve-transaction-method]')).toBe('personal_sign')
    expect(await page.textContent('[data-slot=approve-transaction-param]')).toBe('hello modal')
    // The host view has no buttons: the decision is the click inside the secure frame, revealed over it.
    expect(await page.locator('[data-slot=approve-transaction-view] button').count()).toBe(0)
    expect(await page.locator('iframe#w3m-iframe').count()).toBe(1)
    await answerInFrame(page, 'personal_sign')
    await page.waitForFunction(() => window.signature !== undefined)
    const signature = (await page.evaluate(() => window.signature)) as Hex
    // The request settled: the frame is hidden again, and there was only ever one.
    await page.waitForSelector('#w3m-iframe', { state: 'hidden' })
    expect(await page.locator('iframe#w3m-iframe').count()).toBe(1)
    // The connector prefers the smart account on the local chains (SPEC §4); it is not deployed
    // yet, so the chain verifies the ERC-6492-wrapped owner signature (simulated deploy + ERC-1271).
    const publicClient = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    expect(await publicClient.verifyMessage({ address, message: 'hello modal', signature })).toBe(true)
  })

  test('behavior: a keyboard-only user tabs from the modal into the secure frame and approves there with Enter', async () => {
    const address = (await page.evaluate(() => window.kit.connection.store.getState().account?.address)) as Hex
    await page.evaluate(() => void (window.signature = undefined))
    await page.evaluate((from) => {
      void window
        .auth!.request({ method: 'personal_sign', params: ['0x6b6579626f617264', from] })
        .then((s) => void (window.signature = s as string))
    }, address)
    await page.waitForSelector('[data-slot=approve-transaction-view][data-status=pending]')
    const frame = page.frameLocator('#w3m-iframe:visible')
    // The frame arms its buttons once they have been visible for a moment.
    await frame.locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    // Tab through the dialog until focus is on the frame's Approve button (the dialog's focus trap
    // used to pull focus back out of the frame, so a keyboard user could not answer at all).
    const focusedInFrame = () =>
      frame
        .locator('[data-slot=frame-confirm]')
        .evaluate(() => (document.hasFocus() ? ((document.activeElement as HTMLElement | null)?.dataset.slot ?? null) : null))
    const visited: Array<string | null> = []
    for (let step = 0; step < 20 && visited.at(-1) !== 'frame-confirm-approve'; step++) {
      await page.keyboard.press('Tab')
      visited.push(await focusedInFrame())
    }
    expect(visited).toContain('frame-confirm-reject')
    expect(visited.at(-1)).toBe('frame-confirm-approve')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => window.signature !== undefined)
    const signature = (await page.evaluate(() => window.signature)) as Hex
    const publicClient = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    expect(await publicClient.verifyMessage({ address, message: 'keyboard', signature })).toBe(true)
    // Focus is not stranded on <body> once the frame hides: it is back in the modal (or on the button if it closed).
    await page.waitForSelector('#w3m-iframe', { state: 'hidden' })
    const focus = await page.evaluate(() => ({
      open: window.kit.modal.store.getState().open,
      inDialog: document.activeElement?.closest('[role=dialog]') != null,
    }))
    expect(focus).toEqual({ open: true, inDialog: true })
  })

  test("behavior: the frame's confirmation follows the host's locale, German then Arabic at run time (right to left, the address an LTR island)", async () => {
    const address = (await page.evaluate(() => window.kit.connection.store.getState().account?.address)) as Hex
    const chainId = devnet.evmChains[0]!.chainId
    const recipient = '0x000000000000000000000000000000000000dEaD'
    const typedData = {
      domain: { name: 'Locale mail', version: '1', chainId },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail' as const,
      message: { to: recipient, contents: 'hallo' },
    }
    await page.evaluate(() => window.kit.options.setLocale('de'))
    await page.evaluate(() => void (window.signature = undefined))
    await page.evaluate(
      ([from, data]) => {
        void window
          .auth!.request({ method: 'eth_signTypedData_v4', params: [from, JSON.stringify(data)] })
          .then((s) => void (window.signature = s as string))
      },
      [address, typedData] as const,
    )
    const frame = page.frameLocator('#w3m-iframe:visible')
    const card = frame.locator('[data-slot=frame-confirm][data-state=confirm][data-method=eth_signTypedData_v4]')
    const shown = () =>
      card.evaluate((el) => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        title: el.querySelector('[data-slot=frame-confirm-title]')?.textContent,
        approve: el.querySelector('[data-slot=frame-confirm-approve]')?.textContent,
        reject: el.querySelector('[data-slot=frame-confirm-reject]')?.textContent,
        origin: el.querySelector('[data-slot=frame-confirm-origin]')?.textContent,
        labels: [...el.querySelectorAll('[data-slot=frame-confirm-rows] dt')].map((dt) => dt.textContent),
        cardDirection: getComputedStyle(el).direction,
        originIsland: getComputedStyle(el.querySelector('[data-slot=frame-confirm-origin] bdi')!).direction,
        address: [...el.querySelectorAll('[data-slot=frame-confirm-rows] dd')]
          .filter((dd) => dd.textContent === '0x000000000000000000000000000000000000dEaD')
          .map((dd) => getComputedStyle(dd).direction),
      }))
    const hostOrigin = new URL(page.url()).origin
    await expect
      .poll(shown, { timeout: 10_000 })
      .toMatchObject({ lang: 'de', dir: 'ltr', title: 'Strukturierte Daten signieren', approve: 'Bestätigen', reject: 'Ablehnen' })
    expect(await shown()).toMatchObject({
      origin: `Angefragt von ${hostOrigin}`,
      labels: ['to', 'Typ', 'Domain name', 'Domain version', 'Domain chainId', 'contents'],
      cardDirection: 'ltr',
      address: ['ltr'],
    })
    await card.locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    await page.locator('#w3m-iframe').screenshot({ path: '/tmp/walletkit-frame-locale-de.png' })

    // The host switches language while the request is open: the frame speaks Arabic, mirrored.
    await page.evaluate(() => window.kit.options.setLocale('ar'))
    await expect
      .poll(shown, { timeout: 10_000 })
      .toMatchObject({ lang: 'ar', dir: 'rtl', title: 'توقيع بيانات منظّمة', approve: 'موافقة', reject: 'رفض' })
    expect(await shown()).toMatchObject({
      origin: `مصدر الطلب: ${hostOrigin}`,
      labels: ['to', 'النوع', 'النطاق name', 'النطاق version', 'النطاق chainId', 'contents'],
      cardDirection: 'rtl',
      originIsland: 'ltr',
      address: ['ltr'],
    })
    // Mirrored: Reject, first in the row, sits right of Approve.
    const reject = await card.locator('[data-slot=frame-confirm-reject]').boundingBox()
    const approve = await card.locator('[data-slot=frame-confirm-approve]').boundingBox()
    expect(reject!.x).toBeGreaterThan(approve!.x)
    await card.locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    await page.locator('#w3m-iframe').screenshot({ path: '/tmp/walletkit-frame-locale-ar.png' })

    // Approved in Arabic: the frame answers with the signature (aim and arming work mirrored too).
    await answerInFrame(page, 'eth_signTypedData_v4')
    await page.waitForFunction(() => window.signature !== undefined)
    // What the app's own code would check: the signature verifies for the address the app sees, on
    // the node (ERC-1271, or ERC-6492 while a smart account is not deployed yet).
    const signature = (await page.evaluate(() => window.signature)) as Hex
    const publicClient = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    expect(await publicClient.verifyTypedData({ address, ...typedData, signature })).toBe(true)
    await page.evaluate(() => window.kit.options.setLocale('en-US'))
  })
})
