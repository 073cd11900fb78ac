import type { BrowserContext, Page } from 'playwright-core'
// The aimed click is the testing item's, so hosts' tests and ours drive the frame the same way.
import { aimAndClick } from '../../registry/testing/embedded-wallet'

// The user's side of an unsafe request: the confirmation is the secure frame's own page, on its
// own origin, so the test clicks inside the iframe as a user would (a trusted click).

/** The confirmation card inside the secure frame. */
export const frameConfirmation = (page: Page) => page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm][data-state=confirm]')

/** Waits for the frame to ask about `method`, then clicks its Approve (or Reject) button as a user aims it. */
export async function answerInFrame(page: Page, method: string, answer: 'approve' | 'reject' = 'approve'): Promise<void> {
  // The frame the app revealed: the one the user can see and click.
  const selector = `[data-slot=frame-confirm][data-state=confirm][data-method="${method}"]`
  await page.frameLocator('#w3m-iframe:visible').locator(selector).waitFor()
  // Playwright waits for the button to be enabled: the frame arms it once it has been visible.
  await aimAndClick(page, page.frameLocator('#w3m-iframe:visible'), selector, answer)
}

/**
 * The Farcaster approval as the user gives it on their phone: the page the QR code holds, opened
 * in a page of its own, and its Approve button (showing the page approves nothing).
 */
export async function approveFarcasterOnPhone(context: BrowserContext, link: string, userName: string): Promise<void> {
  const phone = await context.newPage()
  try {
    const url = new URL(link)
    url.searchParams.set('userName', userName)
    await phone.goto(url.href)
    await phone.getByRole('button', { name: 'Approve' }).click()
    await phone.locator('[data-slot=farcaster-approve-status][data-state=approved]').waitFor()
  } finally {
    await phone.close()
  }
}
