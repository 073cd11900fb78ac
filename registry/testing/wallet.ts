import type { BrowserContext, Page } from 'playwright-core'
import type { DevnetInfo } from './devnet'

/** The Devnet Wallet's test hooks on `window.__devnetWallet` (the injected script sets them). */
type WalletHooks = {
  switchChain(chainId: number): void
  disconnect(): void
  rejectNextRequest(): void
  switchAccount(address: string): void
  readonly account: string | undefined
  readonly chainId: number
  readonly connected: boolean
}
type WithWallet = { __devnetWallet?: WalletHooks }

/** What the app reads with `readTestDevnet()`: the service URLs, the chains and your deploy hook's result. */
export type TestDevnetPageConfig = {
  services: string
  frame?: string
  relay?: string
  solanaRpc?: string
  chains: Array<{ chainId: number; name: string; rpcUrl: string }>
  deployed?: unknown
}

/**
 * Installs the Devnet Wallet (EIP-6963, signing with the first funded anvil account) in every page
 * of `target` before the app's scripts run, and gives the app the devnet's URLs (readTestDevnet).
 *
 * @example
 * await injectTestWallet(context, devnet)
 */
export async function injectTestWallet(target: BrowserContext | Page, devnet: DevnetInfo & { deployed?: unknown }): Promise<void> {
  const config: TestDevnetPageConfig = {
    services: devnet.urls.services,
    ...(devnet.urls.frame ? { frame: devnet.urls.frame } : {}),
    ...(devnet.urls.relay ? { relay: devnet.urls.relay } : {}),
    ...(devnet.urls.solanaRpc ? { solanaRpc: devnet.urls.solanaRpc } : {}),
    chains: devnet.evmChains,
    ...(devnet.deployed === undefined ? {} : { deployed: devnet.deployed }),
  }
  await target.addInitScript(`window.__walletkitDevnet = ${JSON.stringify(config).replace(/</g, '\\u003c')};`)
  await target.addInitScript({ path: devnet.walletScript })
}

export type TestWallet = {
  /**
   * The next request the wallet asks its user about (connect, a signature or typed data, a
   * transaction or batch, a chain switch the app asked for, a permission) fails with 4001, as if
   * the user clicked Reject.
   */
  rejectNextRequest(): Promise<void>
  /** The wallet switches chain on its own; resolves once it is on `chainId`. */
  switchChain(chainId: number): Promise<void>
  /** The user picks another dev account in the wallet (one of `devnet.evmAccounts`); the app is told at once. */
  switchAccount(address: string): Promise<void>
  /** The browser loses the network (true) or gets it back (false): every request of the page fails meanwhile, as on a train. */
  setOffline(offline: boolean): Promise<void>
  /** The user disconnects in the wallet; resolves once it reports no connection. */
  disconnect(): Promise<void>
  chainId(): Promise<number>
  connected(): Promise<boolean>
}

const hooks = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as WithWallet).__devnetWallet))

/**
 * The Devnet Wallet in `page`, driven as its user would (the page must have been opened after
 * injectTestWallet).
 *
 * @example
 * await testWallet(page).rejectNextRequest()
 */
export function testWallet(page: Page): TestWallet {
  return {
    async rejectNextRequest() {
      await hooks(page)
      await page.evaluate(() => (window as unknown as WithWallet).__devnetWallet?.rejectNextRequest())
    },
    async switchChain(chainId) {
      await hooks(page)
      await page.evaluate((id) => (window as unknown as WithWallet).__devnetWallet?.switchChain(id), chainId)
      await page.waitForFunction((id) => (window as unknown as WithWallet).__devnetWallet?.chainId === id, chainId)
    },
    async switchAccount(address) {
      await hooks(page)
      await page.evaluate((a) => (window as unknown as WithWallet).__devnetWallet?.switchAccount(a), address)
    },
    async setOffline(offline) {
      await page.context().setOffline(offline)
    },
    async disconnect() {
      await hooks(page)
      await page.evaluate(() => (window as unknown as WithWallet).__devnetWallet?.disconnect())
      await page.waitForFunction(() => (window as unknown as WithWallet).__devnetWallet?.connected === false)
    },
    async chainId() {
      await hooks(page)
      return page.evaluate(() => (window as unknown as WithWallet).__devnetWallet?.chainId ?? 0)
    },
    async connected() {
      await hooks(page)
      return page.evaluate(() => (window as unknown as WithWallet).__devnetWallet?.connected ?? false)
    },
  }
}

/**
 * Connects through the app's walletkit modal as a user does: the connect button, then the wallet
 * named `wallet` in the list; resolves once the button shows the connected account.
 *
 * @example
 * await connectWithModal(page)
 */
export async function connectWithModal(page: Page, wallet: string | RegExp = 'Devnet Wallet'): Promise<void> {
  const button = page.locator('[data-slot="connect-button"]').first()
  await button.click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('[data-slot="wallet-section"]').getByRole('button', { name: wallet }).first().click()
  await page.locator('[data-slot="connect-button"][data-state="connected"]').first().waitFor()
}
