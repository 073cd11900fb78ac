import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from '../frame/host-server'
import { answerInFrame } from '../frame/in-frame'

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
const email = `siwx-${Date.now()}@walletkit.dev`

type Session = { data: { accountAddress: string }; message: string; signature: Hex }
type Kit = { modal: { open(): void; store: { getState(): { open: boolean } } }; connection: { store: { getState(): { status: string; account?: { address: string } } } } }
declare const window: Window & { kit: Kit; siwxSession?: Session }

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  host = await startHostPage('../siwx/embedded-siwx-page.tsx')
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  page.setDefaultTimeout(20_000)
  const chain = devnet.evmChains[0]!
  const query = new URLSearchParams({ frame: devnet.urls.frame, chain: String(chain.chainId), rpc: chain.rpcUrl, services: devnet.urls.services })
  await page.goto(`${host.url}/?${query}`)
  await page.waitForFunction(() => 'kit' in window)
}, 300_000)

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

describe('SIWX with the embedded wallet (smart account) in Chromium', () => {
  test('behavior: after e-mail login the sign view opens; approving in the frame gives an ERC-6492 session that verifies on anvil', async () => {
    await page.evaluate(() => window.kit.modal.open())
    await page.fill('[data-slot=email-login] input[type=email]', email)
    await page.click('[data-slot=email-login] button[type=submit]')
    await page.waitForSelector('[data-slot=email-login][data-step=otp]')
    await page.fill('[data-slot=email-login] input[inputmode=numeric]', await latestCode(email))
    await page.click('[data-slot=email-login] button[type=submit]')
    await page.waitForSelector('[data-slot=siwx-sign-message-view][data-required=true]')
    const address = (await page.evaluate(() => window.kit.connection.store.getState().account?.address)) as Hex
    const client = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    // The embedded wallet's default account here is the smart account, not deployed yet.
    expect(await client.getCode({ address })).toBeUndefined()

    await page.click('[data-slot=siwx-sign-message-sign]')
    await answerInFrame(page, 'personal_sign')
    await page.waitForFunction(() => window.siwxSession !== undefined)
    await page.waitForFunction(() => !window.kit.modal.store.getState().open)
    const session = (await page.evaluate(() => window.siwxSession)) as Session
    expect(session.data.accountAddress.toLowerCase()).toBe(address.toLowerCase())
    expect(session.signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await client.verifyMessage({ address, message: session.message, signature: session.signature })).toBe(true)
  })
})
