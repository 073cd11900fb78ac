import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { prepareHostApp } from '../support/host-app'
import { artifactsDir, hostMode } from '../support/session'
import { serveStatic, type StaticServer } from '../support/static-server'

// Send through a WalletConnect session: the CLI-built host pairs with apps/wc-wallet over the
// local relay; the wallet signs with a devnet key and sends to anvil.
let devnet: Devnet
let server: StaticServer
let browser: Browser
let wallet: WcWallet

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, services: 0, relay: 0, solana: 0, frame: 0, only: ['evm', 'services', 'relay'] })
  const host = await prepareHostApp('e2e-send-walletconnect', hostMode(), { items: ['send-view'] })
  server = await serveStatic(host.dist)
  browser = await launchChromium()
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  await browser.context.addInitScript(`window.__walletkitHost = ${JSON.stringify({ services: devnet.urls.services, relay: devnet.urls.relay, chains })};`)
  // No request may leave the machine: WalletConnect's verify and telemetry hosts are refused at once.
  await browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  wallet = await startWcWallet({ relayUrl: devnet.urls.relay, projectId: 'walletkit-e2e', rpcUrl: devnet.urls.evmRpc, privateKey: devnet.evmAccounts[2]!.privateKey })
  mkdirSync(artifactsDir, { recursive: true })
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

const node = () => createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })

describe('Send through WalletConnect in Chromium', () => {
  test('behavior: a paired wallet sends ETH and DUSD from Send; anvil shows exactly those amounts arriving', async () => {
    const page = await browser.context.newPage()
    await page.goto(server.url)
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    await dialog.locator('[data-slot="all-wallets-item"]').first().click()
    const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
    await qr.waitFor()
    await wallet.pair((await qr.getAttribute('data-uri')) ?? '')
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-name"]').waitFor()
    expect((await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address'))?.toLowerCase()).toBe(wallet.address.toLowerCase())

    const to = devnet.evmAccounts[7]!.address
    const [ethBefore, dusdBefore] = [await node().getBalance({ address: to }), await node().readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })]
    for (const [symbol, amount] of [['ETH', '0.042'], ['DUSD', '3']] as const) {
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      const view = dialog.locator('[data-slot="send-view"][data-state="ready"]')
      await view.waitFor()
      await dialog.locator('[data-slot="send-token-select-trigger"]').click()
      await dialog.locator(`[data-slot="send-token-option"][data-token="${symbol}"]`).click()
      await dialog.getByLabel('Amount to send').fill(amount)
      await dialog.getByLabel('Send to').fill(to)
      await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
      await view.locator('[data-slot="send-view-submit"]').click()
      await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
      // Let the toast go before the next Send: it sits over the submit button.
      await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'hidden' })
    }
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(2)
    expect(await node().getBalance({ address: to })).toBe(ethBefore + parseEther('0.042'))
    expect(await node().readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(dusdBefore + 3_000_000n)
    await page.close()
  })
})
