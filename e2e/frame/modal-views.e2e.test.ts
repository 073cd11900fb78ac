import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { answerInFrame } from './in-frame'

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
const email = `modal-${Date.now()}@walletkit.dev`

type Kit = { modal: { open(): void; store: { getState(): { open: boolean } } }; connection: { store: { getState(): { status: string; account?: { address: string } } } } }
declare const window: Window & { kit: Kit; auth: { request(a: unknown): Promise<unknown> } | null; signature?: string }

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  host = await startHostPage('./modal-page.tsx')
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  page.setDefaultTimeout(20_000)
  page.on('console', (m) => process.env.WK_DEBUG && console.log('[page]', m.text()))
  page.on('pageerror', (e) => process.env.WK_DEBUG && console.log('[pageerror]', e.message))
  const chain = devnet.evmChains[0]!
  const query = new URLSearchParams({ frame: devnet.urls.frame, chain: String(chain.chainId), rpc: chain.rpcUrl, services: devnet.urls.services })
  await page.goto(`${host.url}/?${query}`)
  await page.waitForFunction(() => 'kit' in window)
})

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
  const { messages } = (await response.json()) as { messages: Array<{ code?: string }> }
  return messages.at(-1)?.code ?? ''
}

describe('embedded-wallet views in the real modal', () => {
  test('default: e-mail login from the Connect view, then a signature approved in ApproveTransaction', async () => {
    await page.evaluate(() => window.kit.modal.open())
    await page.fill('[data-slot=email-login] input[type=email]', email)
    await page.click('[data-slot=email-login] button[type=submit]')
    await page.waitForSelector('[data-slot=email-login][data-step=otp]')
    await page.fill('[data-slot=email-login] input[inputmode=numeric]', await latestCode(email))
    await page.click('[data-slot=email-login] button[type=submit]')
    await page.waitForFunction(() => window.kit.connection.store.getState().status === 'connected', undefined, { timeout: 20_000 })
    const address = (await page.evaluate(() => window.kit.connection.store.getState().account?.address)) as Hex

    // Not awaited inside the page: the request settles only after the approval below.
    await page.evaluate((from) => {
      void window.auth!.request({ method: 'personal_sign', params: ['0x68656c6c6f206d6f64616c', from] }).then((s) => void (window.signature = s as string))
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
      void window.auth!.request({ method: 'personal_sign', params: ['0x6b6579626f617264', from] }).then((s) => void (window.signature = s as string))
    }, address)
    await page.waitForSelector('[data-slot=approve-transaction-view][data-status=pending]')
    const frame = page.frameLocator('#w3m-iframe:visible')
    // The frame arms its buttons once they have been visible for a moment.
    await frame.locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    // Tab through the dialog until focus is on the frame's Approve button (the dialog's focus trap
    // used to pull focus back out of the frame, so a keyboard user could not answer at all).
    const focusedInFrame = () => frame.locator('[data-slot=frame-confirm]').evaluate(() => (document.hasFocus() ? (document.activeElement as HTMLElement | null)?.dataset.slot ?? null : null))
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
    const focus = await page.evaluate(() => ({ open: window.kit.modal.store.getState().open, inDialog: document.activeElement?.closest('[role=dialog]') != null }))
    expect(focus).toEqual({ open: true, inDialog: true })
  })
})
