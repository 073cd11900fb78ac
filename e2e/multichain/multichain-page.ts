import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { buildBitcoinWalletScript } from '../../apps/btc-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { prepareHostApp } from '../support/host-app'
import type { ImportRoots } from '../support/host-source'
import { multiNamespaceHostScript, multiNamespaceHostSource } from '../support/multi-namespace-host'
import { artifactsDir } from '../support/session'
import { serveStatic, type StaticServer } from '../support/static-server'

// The set-up and Account-view steps of the multichain suites: a CLI-built EVM-first host (anvil,
// then Bitcoin regtest and Westend) with both injected devnet wallets in the page.

export const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
export const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const shots = join(artifactsDir, 'multichain')

export type MultichainHost = { devnet: Devnet; server: StaticServer; browser: Browser; stop(): Promise<void> }

/**
 * Devnet (anvil, services, relay), the host built as `name` with the registry `items` and `title`,
 * served on loopback, and Chromium with the Devnet Wallet (EIP-6963, EVM) and the Devnet Bitcoin
 * Wallet (wallet standard) injected. Requests leaving the machine are refused.
 */
export async function startMultichainHost(name: string, options: { title: string; items: string[] }): Promise<MultichainHost> {
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const next of stops.reverse().splice(0)) await next()
  }
  try {
    const devnet = await startDevnet({ evm: 0, services: 0, relay: 0, solana: 0, frame: 0, only: ['evm', 'services', 'relay'] })
    stops.push(() => devnet.stop())
    const appSource = (roots: ImportRoots) =>
      multiNamespaceHostSource(roots, { networks: ['evm', 'bitcoinRegtest', 'westend'], title: options.title })
    const host = await prepareHostApp(name, 'cli', { items: options.items, appSource })
    const server = await serveStatic(host.dist)
    stops.push(() => server.close())
    const browser = await launchChromium()
    stops.push(() => browser.close())
    const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
    await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
    await browser.context.addInitScript(await buildBitcoinWalletScript({ servicesUrl: devnet.urls.services }))
    await browser.context.addInitScript(multiNamespaceHostScript(devnet))
    // No request may leave the machine: WalletConnect's verify and telemetry hosts are refused at once.
    await browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    mkdirSync(shots, { recursive: true })
    return { devnet, server, browser, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The anvil chain's CAIP-2 id. */
export const anvilId = (devnet: Devnet) => `eip155:${devnet.evmChains[0]!.chainId}`

/** A screenshot in the multichain artifacts folder. */
export async function shot(page: Page, name: string): Promise<void> {
  // Let the view transition (150 ms) finish before the picture.
  await page.waitForTimeout(250)
  await page.screenshot({ path: join(shots, `${name}.png`) })
}

/** A new tab on the host with empty storage (then `storage` set), reloaded so the kit starts from it. */
export async function freshPage(host: MultichainHost, query = '', storage: Record<string, string> = {}): Promise<Page> {
  const page = await host.browser.context.newPage()
  await page.goto(`${host.server.url}${query}`)
  await page.evaluate((items) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
  }, storage)
  await page.reload()
  return page
}

/** Connect Wallet → Devnet Wallet; resolves once the modal has closed on the connection. */
export async function connectDevnetWallet(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /^Devnet Wallet/ }).click()
  await dialog.waitFor({ state: 'detached' })
}

export { pairThroughQr } from '../support/walletconnect-pairing'

/** Opens Account from a connected button (no wallet is picked here: the page must be connected). */
export async function openAccount(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog')
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  await dialog.locator('[data-slot="account-view-name"]').waitFor()
  return dialog
}

/** Account → Networks → the network; back on Account with that network's button. */
export async function pickNetwork(dialog: Locator, caipNetworkId: string): Promise<void> {
  await dialog.locator('[data-slot="account-view-network"]').click()
  await dialog.locator('[data-slot="networks-view"]').waitFor()
  await dialog.locator(`[data-network="${caipNetworkId}"]`).click()
}

/** Account shows `address` on `network` with a balance matching `balance`. */
export async function expectAccount(dialog: Locator, address: string, balance: RegExp, network: string): Promise<void> {
  await expect.poll(() => dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address'), { timeout: 15_000 }).toBe(address)
  await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(network)
  await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toMatch(balance)
}
