import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * From Account (the open `dialog`), opens Send, picks `symbol`, enters `amount` and the receiver
 * `to`, and waits until the submit button reads Send. Gives the view: the test submits it and
 * checks what follows (the wallet prompt, the frame approval, the snackbar).
 */
export async function fillSend(dialog: Locator, symbol: string, amount: string, to: string): Promise<Locator> {
  await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
  const view = dialog.locator('[data-slot="send-view"][data-state="ready"]')
  await view.waitFor()
  await dialog.locator('[data-slot="send-token-select-trigger"]').click()
  await dialog.locator(`[data-slot="send-token-option"][data-token="${symbol}"]`).click()
  await dialog.getByLabel('Amount to send').fill(amount)
  await dialog.getByLabel('Send to').fill(to)
  await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
  return view
}
