import type { BrowserContext, Page } from 'playwright-core'

// The user's side of an unsafe request: the confirmation is the secure frame's own page, on its
// own origin, so the test clicks inside the iframe as a user would (a trusted click).

/** The confirmation card inside the secure frame. */
export const frameConfirmation = (page: Page) => page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm][data-state=confirm]')

/** Resolves once the secure frame's page script has run (it builds its confirmation card, then posts READY). */
export const frameStarted = (page: Page): Promise<void> =>
  page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm]').waitFor({ state: 'attached' })

/** Waits for the frame to ask about `method`, then clicks its Approve (or Reject) button. */
export async function answerInFrame(page: Page, method: string, answer: 'approve' | 'reject' = 'approve'): Promise<void> {
  // The frame the app revealed: the one the user can see and click.
  const card = page.frameLocator('#w3m-iframe:visible').locator(`[data-slot=frame-confirm][data-state=confirm][data-method="${method}"]`)
  await card.waitFor()
  // Playwright waits for the button to be enabled: the frame arms it once it has been visible.
  await card.locator(`[data-slot=frame-confirm-${answer}]`).click()
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
