import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { startEmbeddedSession, type EmbeddedSession } from './embedded-session'
import { answerInFrame } from './in-frame'

// Issue 32, item 2, in the kit's own modal: the secure frame says the height its confirmation
// needs (@w3m-frame/FRAME_HEIGHT) and the ApproveTransaction view gives it that room, so a Permit
// is read whole without scrolling where the window allows (the fixed 380 px box showed about two
// rows); in a short window the box is capped to the window, the dialog scrolls it into view and
// Approve still arms once the user has scrolled the frame's details (never dead).

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url))
let suite: EmbeddedSession
let devnet: Devnet
let page: Page
let address: Hex
const email = `height-${Date.now()}@walletkit.dev`
const frameCard = '[data-slot=frame-confirm][data-state=confirm]'

type Kit = { connection: { store: { getState(): { status: string; account?: { address: string } } } } }
declare const window: Window & { kit: Kit; auth: { request(a: unknown): Promise<unknown> } | null; signature?: string }

function permit(nonce: number) {
  const token = '0x000000000000000000000000000000000000dEaD'
  return {
    domain: { name: 'USD Coin', version: '2', chainId: devnet.evmChains[0]!.chainId, verifyingContract: token },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: {
      owner: address,
      spender: '0x000000000000000000000000000000000000beef',
      value: '1000000000',
      nonce: String(nonce),
      deadline: '99999999999',
    },
  }
}

/** The Permit the frame answered verifies for the app's address on the node, as a token would check it. */
async function expectPermitSigned(nonce: number): Promise<void> {
  await page.waitForFunction(() => window.signature !== undefined)
  const signature = (await page.evaluate(() => window.signature)) as Hex
  const { domain: raw, types: all, message } = permit(nonce)
  const domain = { ...raw, verifyingContract: raw.verifyingContract as Hex }
  const { EIP712Domain: _, ...types } = all
  const client = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
  const values = { value: BigInt(message.value), nonce: BigInt(message.nonce), deadline: BigInt(message.deadline) }
  const permitMessage = { ...message, ...values, owner: address, spender: message.spender as Hex }
  expect(await client.verifyTypedData({ address, domain, types, primaryType: 'Permit', message: permitMessage, signature })).toBe(true)
}

/** Asks for a Permit signature through the kit (settling only after the frame's answer). */
async function askPermit(nonce: number): Promise<void> {
  await page.evaluate(() => void (window.signature = undefined))
  await page.evaluate(
    ([from, typed]) => {
      void window
        .auth!.request({ method: 'eth_signTypedData_v4', params: [from, typed] })
        .then((s) => void (window.signature = s as string))
    },
    [address, JSON.stringify(permit(nonce))] as const,
  )
  await page.waitForSelector('[data-slot=approve-transaction-view][data-status=pending]')
}

/** The frame's last FRAME_HEIGHT and the box the view gave it. */
const heights = () =>
  page.evaluate(() => ({
    slot: Math.round(document.querySelector('[data-slot=approve-transaction-frame]')!.getBoundingClientRect().height),
    innerHeight: window.innerHeight,
  }))

beforeAll(async () => {
  suite = await startEmbeddedSession('./modal-page.tsx')
  ;({ devnet, page } = suite)
  await suite.emailLogin(email)
  await page.waitForFunction(() => window.kit.connection.store.getState().status === 'connected', undefined, { timeout: 20_000 })
  address = (await page.evaluate(() => window.kit.connection.store.getState().account?.address)) as Hex
})

afterAll(() => suite?.stop())

describe('the approval view gives the frame the height it asks for', () => {
  test('behavior: a Permit is shown whole (every row read without scrolling) where the window allows', async () => {
    await page.setViewportSize({ width: 1024, height: 1400 })
    try {
      await askPermit(1)
      const frame = page.frameLocator('#w3m-iframe:visible')
      await frame.locator(`${frameCard}[data-visible=true]`).waitFor()
      // The box grew past the old fixed 380 px to what the frame needs, and the details fit: read at once.
      await page.waitForFunction(
        () => document.querySelector('[data-slot=approve-transaction-frame]')!.getBoundingClientRect().height > 380,
      )
      await frame.locator(`${frameCard}[data-seen=true]`).waitFor()
      mkdirSync(artifacts, { recursive: true })
      await page.screenshot({ path: join(artifacts, 'approve-transaction-permit-tall.png') })
      await answerInFrame(page, 'eth_signTypedData_v4')
      await expectPermitSigned(1)
      await page.waitForSelector('#w3m-iframe', { state: 'hidden' })
    } finally {
      await page.setViewportSize({ width: 1024, height: 800 })
    }
  })

  test('behavior: in a short window the box is capped to it, the dialog scrolls it into view, and Approve arms once the details are scrolled', async () => {
    await page.setViewportSize({ width: 1024, height: 480 })
    try {
      await askPermit(2)
      const frame = page.frameLocator('#w3m-iframe:visible')
      // Wholly in view (the frame's IntersectionObserver says so), though the dialog is taller than the window.
      await frame.locator(`${frameCard}[data-visible=true]`).waitFor()
      const { slot, innerHeight } = await heights()
      expect(slot).toBeLessThanOrEqual(innerHeight - 24)
      expect(await frame.locator(frameCard).getAttribute('data-seen')).toBe('false')
      await page.screenshot({ path: join(artifacts, 'approve-transaction-permit-short.png') })
      // answerInFrame scrolls the details as a reader does, then aims at Approve: it answers.
      await answerInFrame(page, 'eth_signTypedData_v4')
      await expectPermitSigned(2)
    } finally {
      await page.setViewportSize({ width: 1024, height: 800 })
    }
  })
})
