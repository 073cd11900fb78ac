import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { startEmbeddedSession, type EmbeddedSession } from '../frame/embedded-session'
import { answerInFrame } from '../frame/in-frame'

let suite: EmbeddedSession
let devnet: Devnet
let page: Page
const email = `siwx-${Date.now()}@walletkit.dev`

type Session = { data: { accountAddress: string }; message: string; signature: Hex }
type Kit = {
  modal: { open(): void; store: { getState(): { open: boolean } } }
  connection: { store: { getState(): { status: string; account?: { address: string } } } }
}
declare const window: Window & { kit: Kit; siwxSession?: Session }

beforeAll(async () => {
  suite = await startEmbeddedSession('../siwx/embedded-siwx-page.tsx')
  ;({ devnet, page } = suite)
}, 300_000)

afterAll(() => suite?.stop())

describe('SIWX with the embedded wallet (smart account) in Chromium', () => {
  test('behavior: after e-mail login the sign view opens; approving in the frame gives an ERC-6492 session that verifies on anvil', async () => {
    await suite.emailLogin(email)
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
