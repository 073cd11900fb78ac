import type { Page } from 'playwright-core'
import { expect } from 'vitest'

type Chain = { chainId: number; name: string }

/**
 * The host's wagmi switchChain moves the wallet to `secondary` and walletkit's modal shows it; then
 * the modal switches back to `primary` and wagmi's useChainId follows. `afterWagmiSwitch` checks
 * what the way in saw (a WalletConnect wallet's wallet_switchEthereumChain). Leaves the modal closed.
 */
export async function switchChainBothWays(page: Page, primary: Chain, secondary: Chain, afterWagmiSwitch?: () => void): Promise<void> {
  const chain = () => page.getByTestId('wagmi-chain').textContent()
  const dialog = page.getByRole('dialog')
  const network = dialog.locator('[data-slot="account-view-network"]')
  await page.getByRole('button', { name: `wagmi switch to ${secondary.chainId}` }).click()
  await expect.poll(chain, { timeout: 20_000 }).toBe(String(secondary.chainId))
  afterWagmiSwitch?.()
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  await expect.poll(() => network.textContent(), { timeout: 20_000 }).toBe(secondary.name)
  await network.click()
  await dialog.locator(`[data-network="eip155:${primary.chainId}"]`).click()
  await expect.poll(() => network.textContent(), { timeout: 20_000 }).toBe(primary.name)
  await expect.poll(chain, { timeout: 20_000 }).toBe(String(primary.chainId))
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}
