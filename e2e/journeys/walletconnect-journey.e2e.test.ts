import { verifyMessage, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { relayHostConfig, startWalletPage, type WalletPage } from '../support/wallet-page'
import { buildWalletConnectHost } from '../walletconnect/host'

let suite: WalletPage
let devnet: Devnet
let wallet: WcWallet

beforeAll(async () => {
  suite = await startWalletPage('e2e-walletconnect-journey', {
    services: ['evm', 'services', 'relay'],
    build: buildWalletConnectHost,
    hostConfig: relayHostConfig,
    offline: true,
  })
  devnet = suite.devnet
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: devnet.evmAccounts[0]!.privateKey,
    chains: devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
  })
})
afterAll(async () => {
  await wallet?.stop()
  await suite?.stop()
})

const account = (page: Page) => page.evaluate(() => window.__walletkit?.connection.store.getState().account)
const walletkitKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('@walletkit/'))
      .sort(),
  )

// The WalletConnect entry of Connect: the pairing QR any wallet may scan; the peer scans it.
async function connectThroughQr(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
  const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
  await qr.waitFor()
  const uri = (await qr.getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  await dialog.waitFor({ state: 'detached' })
  await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
}

describe('journey: WalletConnect through the modal of a CLI-built host', () => {
  test('behavior: clean page, connect by QR, sign, switch network, reload, disconnect, connect again', async () => {
    const [, secondary] = devnet.evmChains
    const page = await suite.newPage()
    expect(await walletkitKeys(page)).toEqual([])

    await connectThroughQr(page)
    expect((await account(page))?.address?.toLowerCase()).toBe(wallet.address.toLowerCase())

    // Sign: dapp -> relay -> wallet and back; the signature verifies for the wallet's address.
    const message = '0x77616c6c65746b6974206a6f75726e6579' as const
    const signature = (await page.evaluate(
      ([msg, from]) =>
        window.__walletkit?.connection.getActiveConnector('eip155')?.request?.({ method: 'personal_sign', params: [msg, from] }),
      [message, wallet.address] as const,
    )) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)

    // Switch network in the modal: the request goes through the session to the wallet.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.locator(`[data-network="eip155:${secondary!.chainId}"]`).click()
    await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(secondary!.name)
    expect(wallet.requests.some((r) => r.method === 'wallet_switchEthereumChain')).toBe(true)
    expect((await account(page))?.caipAddress).toMatch(new RegExp(`^eip155:${secondary!.chainId}:`))
    await page.keyboard.press('Escape')

    // Reload: the session comes back from sign-client's storage, no new pairing.
    const sessionsBefore = wallet.sessions().length
    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    expect((await account(page))?.connectorId).toBe('walletConnect')
    expect(wallet.sessions()).toHaveLength(sessionsBefore)

    // Disconnect from the modal: the wallet's session ends and walletkit's keys are gone.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => wallet.sessions().length).toBe(0)
    const keys = await walletkitKeys(page)
    expect(keys).not.toContain('@walletkit/active_connector_ids')
    expect(keys).not.toContain('@walletkit/walletconnect-session')
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect((await account(page))?.status ?? 'disconnected').toBe('disconnected')

    // Connect again with a fresh pairing.
    await connectThroughQr(page)
    expect((await account(page))?.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    await page.close()
  })
})
