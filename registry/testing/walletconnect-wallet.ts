import type { Page } from 'playwright-core'
import type { WalletkitDevnet } from './devnet'

export type WalletconnectWallet = {
  /** Its account: dev account 1 (the injected Devnet Wallet is account 0). */
  address: `0x${string}`
  /** Pairs with a `wc:` URI and approves the session; resolves once the session is settled. */
  pair(uri: string): Promise<void>
  /** Connect Wallet, All Wallets, the first wallet's QR code, paired; resolves once the modal closed connected. */
  connectWithModal(page: Page): Promise<void>
  /** The next request over WalletConnect is refused as its user would (4001). */
  rejectNextRequest(): Promise<void>
  /** Ends the session from the wallet's side. */
  disconnect(): Promise<void>
}

async function ask(devnet: WalletkitDevnet<unknown>, command: object, expected: string): Promise<Record<string, unknown>> {
  const answer = await devnet.control({ walletconnect: command })
  if (!(expected in answer)) throw new Error(`walletconnect wallet: ${String(answer.error ?? JSON.stringify(answer))}`)
  return answer
}

/**
 * The WalletConnect test wallet, running in the devnet process on its relay: a wallet on a phone,
 * as the modal's QR code reaches it. Needs the testing-walletconnect item's packages.
 *
 * @example
 * await walletconnectWallet(devnet).connectWithModal(page)
 */
export function walletconnectWallet(devnet: WalletkitDevnet<unknown>): WalletconnectWallet {
  if (!devnet.walletconnectAccount) throw new Error('walletconnect wallet: this devnet runs no relay')
  const pair = async (uri: string) => void (await ask(devnet, { pair: uri }, 'paired'))
  return {
    address: devnet.walletconnectAccount,
    pair,
    async connectWithModal(page) {
      const dialog = page.getByRole('dialog')
      await page.locator('[data-slot="connect-button"]').first().click()
      await dialog.getByRole('button', { name: 'All Wallets' }).click()
      await dialog.locator('[data-slot="all-wallets-item"]').first().click()
      const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
      await qr.waitFor()
      await pair((await qr.getAttribute('data-uri')) ?? '')
      await dialog.waitFor({ state: 'detached' })
      await page.locator('[data-slot="connect-button"][data-state="connected"]').first().waitFor()
    },
    rejectNextRequest: async () => void (await ask(devnet, { rejectNextRequest: true }, 'armed')),
    disconnect: async () => void (await ask(devnet, { disconnect: true }, 'disconnected')),
  }
}
