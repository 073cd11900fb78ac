import type { Locator, Page } from 'playwright-core'

/**
 * Opens the Account view from the connect button and gives the dialog. A page that reconnected by
 * itself opens straight on Account; a fresh one opens Connect, where the injected wallet named by
 * `wallet` is picked first (the dialog closes on connect, so the button is clicked again).
 */
export async function openAccount(page: Page, wallet: RegExp = /Devnet Wallet/): Promise<Locator> {
  const dialog = page.getByRole('dialog')
  await page.locator('[data-slot="connect-button"]').click()
  const name = dialog.locator('[data-slot="account-view-name"]')
  const entry = dialog.locator('[data-slot="wallet-section"]').getByRole('button', { name: wallet }).first()
  await name.or(entry).first().waitFor()
  if (await entry.isVisible()) {
    await entry.click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  }
  await name.waitFor()
  return dialog
}
