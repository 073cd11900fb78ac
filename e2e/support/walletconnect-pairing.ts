import type { Page } from 'playwright-core'
import type { WcWallet } from '../../apps/wc-wallet/src/index'

/** Pairs `wallet` through the QR the open view shows; resolves once the modal has closed. */
export async function pairThroughQr(page: Page, wallet: WcWallet): Promise<void> {
  const dialog = page.getByRole('dialog')
  const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
  await qr.waitFor()
  await wallet.pair((await qr.getAttribute('data-uri')) ?? '')
  await dialog.waitFor({ state: 'detached' })
}

/** Connect Wallet, All Wallets, the first catalogue wallet (its QR), paired by `wallet`. */
export async function pairFromAllWallets(page: Page, wallet: WcWallet): Promise<void> {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  await dialog.locator('[data-slot="all-wallets-item"]').first().click()
  await pairThroughQr(page, wallet)
}
