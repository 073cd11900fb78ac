import type { Page } from 'playwright-core'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { startEmbeddedSession, type EmbeddedSession } from '../frame/embedded-session'
import { answerInFrame } from '../frame/in-frame'
import { fillSend } from '../support/send-form'

// Send through the embedded wallet: e-mail login, then each transfer is approved by a click inside
// the secure frame (ApproveTransaction reveals it); the frame's account sends on anvil.
let suite: EmbeddedSession
let devnet: Devnet
let page: Page
const email = `send-${Date.now()}@walletkit.dev`

type Kit = {
  modal: { open(): void }
  connection: {
    store: { getState(): { status: string; account?: { address: string; allAccounts: Array<{ address: string; type: string }> } } }
  }
}
declare const window: Window & { kit: Kit }

beforeAll(async () => {
  suite = await startEmbeddedSession('../send-receive/embedded-page.tsx')
  ;({ devnet, page } = suite)
}, 120_000)
afterAll(() => suite?.stop())

const node = () => createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
const dusdOf = (who: Hex) => node().readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })

/**
 * A funded dev account (anvil unlocked) gives the embedded account what it will send, and its
 * owner key ETH for gas (the smart account's calls are paid by its owner).
 */
async function fund(to: Hex, owner: Hex): Promise<void> {
  const from = devnet.evmAccounts[9]!.address
  const send = (params: Record<string, string>) =>
    node().request({ method: 'eth_sendTransaction' as never, params: [{ from, ...params }] as never }) as Promise<Hex>
  const ether = `0x${parseEther('1').toString(16)}`
  const transfers: Array<Record<string, string>> = [
    { to, value: ether },
    { to: owner, value: ether },
    { to: devnet.erc20.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 50_000_000n] }) },
  ]
  for (const params of transfers) {
    const hash = await send(params)
    expect((await node().waitForTransactionReceipt({ hash })).status).toBe('success')
  }
}

describe('Send through the embedded wallet', () => {
  test('behavior: ETH and DUSD sent from Send are approved in the frame and arrive on anvil by exactly the amounts', async () => {
    await suite.emailLogin(email)
    await page.waitForFunction(() => window.kit.connection.store.getState().status === 'connected', undefined, { timeout: 20_000 })
    const account = await page.evaluate(() => window.kit.connection.store.getState().account)
    const address = account?.address as Hex
    const owner = (account?.allAccounts.find((a) => a.type === 'eoa')?.address ?? address) as Hex
    await fund(address, owner)

    const to = devnet.evmAccounts[8]!.address
    const [ethBefore, dusdBefore] = [await node().getBalance({ address: to }), await dusdOf(to)]
    const dialog = page.getByRole('dialog')
    // Connected: the modal opens on Account from now on.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.evaluate(() => window.kit.modal.open())
    await dialog.locator('[data-slot="account-view"]').waitFor()
    for (const [symbol, amount] of [
      ['ETH', '0.1'],
      ['DUSD', '12.5'],
    ] as const) {
      const view = await fillSend(dialog, symbol, amount, to)
      await view.locator('[data-slot="send-view-submit"]').click()
      await page.waitForSelector('[data-slot=approve-transaction-view][data-status=pending]')
      await answerInFrame(page, 'eth_sendTransaction')
      await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
      await dialog.locator('[data-slot="account-view"]').waitFor()
      await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'hidden' })
    }
    expect(await node().getBalance({ address: to })).toBe(ethBefore + parseEther('0.1'))
    expect(await dusdOf(to)).toBe(dusdBefore + 12_500_000n)
  })
})
