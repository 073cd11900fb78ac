import { test as base, expect } from '@playwright/test'
import { embeddedWallet as openEmbeddedWallet, type EmbeddedWallet } from './embedded-wallet'
import { startWalletkitDevnet, type StartWalletkitDevnetOptions, type WalletkitDevnet } from './devnet'
import { mailbox as openMailbox, type Mailbox } from './mailbox'
import { siwx, type SiwxHelpers } from './siwx'
import { connectWithModal, injectTestWallet, testWallet, type TestWallet } from './wallet'
import { walletconnectWallet, type WalletconnectWallet } from './walletconnect-wallet'

export type WalletkitTestFixtures = {
  /** The Devnet Wallet in this test's page: rejectNextRequest, switchChain, switchAccount, setOffline, disconnect. */
  wallet: TestWallet
  /** Connects through the app's modal with the Devnet Wallet; resolves once the button shows the account. */
  connect: () => Promise<void>
  /** E-mail codes the secure frame sent, for the embedded wallet's sign-in. */
  mailbox: Mailbox
  /** The embedded wallet in this test's page: e-mail sign-in, approve or reject inside the secure frame. */
  embeddedWallet: EmbeddedWallet
  /** The WalletConnect test wallet (dev account 1, in the devnet process): pairs from the modal's QR code, rejectNextRequest, disconnect. */
  walletconnectWallet: WalletconnectWallet
  /** Sign-in with the wallet against your server's /api/siwx: signIn(page), session(page | request), signOut(page). */
  siwx: SiwxHelpers
}

export type WalletkitWorkerFixtures<Deployed> = {
  /** One devnet per worker, on free ports, with your contracts deployed by `deploy`. */
  devnet: WalletkitDevnet<Deployed>
}

/**
 * Playwright Test's `test` with walletkit's fixtures: every page gets the Devnet Wallet and the
 * devnet's URLs (readTestDevnet in the app), and the `baseURL` origin may embed the secure frame.
 * `walletconnectWallet` needs the testing-walletconnect item's packages (it is this item's dependency).
 *
 * @example
 * export const test = walletkitTest({ deploy: async ({ evmChains, evmAccounts }) => ({ token: await deployToken(evmChains[0].rpcUrl, evmAccounts[9].privateKey) }) })
 * test('connects', async ({ page, connect }) => { await page.goto('/'); await connect() })
 */
export function walletkitTest<Deployed = undefined>(options: StartWalletkitDevnetOptions<Deployed> = {}) {
  return base.extend<WalletkitTestFixtures, WalletkitWorkerFixtures<Deployed>>({
    devnet: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; this one has none.
      async ({}, use) => {
        const devnet = await startWalletkitDevnet(options)
        await use(devnet)
        await devnet.stop()
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    context: async ({ context, devnet, baseURL }, use) => {
      if (baseURL) await devnet.allowFrameOrigin(new URL(baseURL).origin)
      await injectTestWallet(context, devnet)
      await use(context)
    },
    wallet: async ({ page }, use) => use(testWallet(page)),
    connect: async ({ page }, use) => use(() => connectWithModal(page)),
    mailbox: async ({ devnet }, use) => use(openMailbox(devnet)),
    embeddedWallet: async ({ page, devnet }, use) => use(openEmbeddedWallet(page, devnet)),
    walletconnectWallet: async ({ devnet }, use) => use(walletconnectWallet(devnet)),
    // biome-ignore lint/correctness/noEmptyPattern: no dependencies; the helpers take the page they act on.
    siwx: async ({}, use) => use(siwx),
  })
}

export { expect }
