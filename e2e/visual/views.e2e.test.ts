import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSession, type Session } from '../support/session'
import { expectToMatchBaseline } from '../support/visual'

// Visual regression of every core view and the installed Send/Receive views, in both themes, on
// a host the CLI built (`add connect-modal connecting-walletconnect-view send-view receive-view`).
// Each screenshot is compared with e2e/baselines/views/<view>-<theme>.png; a failure leaves the
// actual image and the diff in e2e/artifacts/visual/. `npm run test:update-baselines` rewrites them.

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-visual', {
    services: ['relay'],
    host: { items: ['connecting-walletconnect-view', 'send-view', 'receive-view'] },
  })
  // WalletConnect's verify and telemetry hosts are refused at once: nothing leaves the machine.
  await session.browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
})
afterAll(() => session?.stop())

type Wallet = { provider: { request(args: { method: string }): Promise<unknown> }; switchChain(id: number): void }
declare const window: Window & { __devnetWallet: Wallet; __releaseConnect?: () => void }

/** A fresh page in the theme: no stored session, no recent wallet. */
async function freshPage(theme: 'light' | 'dark'): Promise<Page> {
  const page = await session.newPage(theme === 'light' ? '?theme=light' : '', { cleanStorage: true })
  await page.locator('[data-slot="connect-button"]').waitFor()
  return page
}

const card = (page: Page): Locator => page.getByRole('dialog').locator('[data-slot="modal-card"]')

describe('visual regression in Chromium', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: every view matches its ${theme} baseline`, async () => {
      const page = await freshPage(theme)
      const dialog = page.getByRole('dialog')
      const shot = async (view: string, mask: Locator[] = []) => expectToMatchBaseline(page, card(page), `views/${view}-${theme}`, { mask })
      const [primary] = session.devnet.evmChains
      if (!primary) throw new Error('devnet runs two EVM chains')

      // Connect: the announced wallet, WalletConnect and the four recommended catalogue wallets.
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect.poll(() => dialog.locator('[data-section="recommended"] [data-slot="list-item"]').count()).toBe(4)
      expect(await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-theme')).toBe(theme)
      await shot('connect')

      // AllWallets, then a catalogue wallet's WalletConnect view (its QR holds a fresh pairing URI: masked).
      await dialog.getByRole('button', { name: 'All Wallets' }).click()
      await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').count()).toBeGreaterThan(8)
      await shot('all-wallets')
      await dialog.locator('[data-slot="all-wallets-item"]').first().click()
      await dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]').waitFor()
      await shot('connecting-walletconnect', [dialog.locator('[data-slot="walletconnect-qr"]')])
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()

      // ConnectingExternal while the wallet has not answered: its request is held until the shot is taken.
      await page.evaluate(() => {
        const provider = window.__devnetWallet.provider
        const original = provider.request.bind(provider)
        const held = new Promise<void>((resolve) => (window.__releaseConnect = resolve))
        provider.request = async (args) => {
          if (args.method === 'eth_requestAccounts') await held
          return original(args)
        }
      })
      await dialog
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .click()
      await dialog.locator('[data-slot="connecting-external-view"][data-status="connecting"]').waitFor()
      await shot('connecting-external')
      await page.evaluate(() => window.__releaseConnect?.())
      await dialog.waitFor({ state: 'detached' })

      // Account with the node's balance (10,000 ETH less the gas of devnet's deployments), then Networks.
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/^9,999\.\d+ ETH$/)
      // Balances and fees follow devnet (gas its deployments spent, the base fee): masked, asserted as text.
      await shot('account', [dialog.locator('[data-slot="account-view-balance"]'), dialog.locator('[data-slot="token-list"]')])
      await dialog.locator('[data-slot="account-view-network"]').click()
      await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
      await dialog.locator('[data-slot="networks-view"] [data-network="eip155:31338"]').waitFor()
      await shot('networks')
      await dialog.getByRole('button', { name: 'Back' }).click()

      // Send and Receive, installed by the CLI and reached from Account.
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      await shot('send', [
        dialog.locator('[data-slot="send-view-balance"]'),
        dialog.locator('[data-slot="send-view-fee-value-row"]'),
        dialog.locator('[data-slot="send-view-network-balance-value"]'),
      ])
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
      await dialog.locator('[data-slot="receive-view"]').waitFor()
      await shot('receive')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      // The wallet moves to a chain the app does not know: UnsupportedChain opens by itself.
      await page.evaluate(() => window.__devnetWallet.switchChain(424242))
      await dialog.getByText("This app doesn't support your current network").waitFor()
      await shot('unsupported-chain')
      await dialog.locator(`[data-network="eip155:${primary.chainId}"]`).click()
      await dialog.waitFor({ state: 'detached' })
      await page.close()
    })
  }
})
