import type { Page } from 'playwright-core'

/** SPEC budget per feature view: JS it adds beyond what the modal already loaded, gzip. */
export const BUDGET_FEATURE_KIB = 15

/**
 * Feature view items the bench host adds beside connect-modal, and how the bench shows each one
 * (on the connected Account view) so the chunks it fetches are counted as that feature's.
 */
export type FeaturePhase = { item: string; name: string; show(page: Page): Promise<void> }

export const featurePhases: FeaturePhase[] = [
  {
    item: 'activity-view',
    name: 'activity',
    async show(page) {
      await page.getByRole('dialog').getByRole('tab', { name: 'Activity' }).click()
      await page.locator('[data-slot="activity-view"][data-status="ready"]').waitFor()
    },
  },
  {
    item: 'nfts-view',
    name: 'nfts',
    async show(page) {
      await page.getByRole('dialog').getByRole('tab', { name: 'NFTs' }).click()
      await page.locator('[data-slot="nfts-view"][data-status="ready"]').waitFor()
    },
  },
  {
    item: 'swap-view',
    name: 'swaps',
    async show(page) {
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-slot="account-action"][data-route="Swap"]').click()
      await page.locator('[data-slot="swap-view"][data-state="idle"]').waitFor()
      await dialog.getByRole('button', { name: 'Back' }).click()
    },
  },
  {
    item: 'onramp-view',
    name: 'onramp',
    async show(page) {
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-slot="account-action"][data-route="OnRamp"]').click()
      await page.locator('[data-slot="onramp-view"][data-state="idle"]').waitFor()
      await dialog.getByRole('button', { name: 'Back' }).click()
    },
  },
  {
    item: 'send-view',
    name: 'send',
    async show(page) {
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      await page.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      await dialog.getByRole('button', { name: 'Back' }).click()
    },
  },
  {
    item: 'receive-view',
    name: 'receive',
    async show(page) {
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
      await page.locator('[data-slot="receive-view-qr"][data-state="ready"]').waitFor()
      await dialog.getByRole('button', { name: 'Back' }).click()
    },
  },
]
