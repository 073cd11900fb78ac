import type { BrowserContext, Locator, Page } from 'playwright-core'

// The user's side of an unsafe request: the confirmation is the secure frame's own page, on its
// own origin, so the test clicks inside the iframe as a user would (a trusted click).

/** The confirmation card inside the secure frame. */
export const frameConfirmation = (page: Page) => page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm][data-state=confirm]')

/**
 * The pointer as a user aims it at a button of the confirmation (apps/frame/src/page/confirm/aim.ts),
 * in the secure frame (`page.frameLocator(...)`) or the secure window (its page):
 * onto the button's corner, a rest until the frame says it is ready, then a move to its centre
 * and the click. A click that did not move inside the frame after it armed does not count.
 */
export async function aimAndClick(page: Page, frame: { locator(selector: string): Locator }, cardSelector: string, button: 'approve' | 'reject'): Promise<void> {
  const target = frame.locator(`${cardSelector} [data-slot=frame-confirm-${button}]:enabled`)
  if (button === 'approve') {
    // Approve arms once every row has been on screen: a user reads the details to their end.
    await frame.locator(`${cardSelector}[data-visible=true]`).waitFor()
    if ((await frame.locator(cardSelector).getAttribute('data-seen')) === 'false') {
      const list = await frame.locator(`${cardSelector} [data-slot=frame-confirm-rows]`).boundingBox()
      if (!list) throw new Error('frame-confirm-rows has no box')
      await page.mouse.move(list.x + list.width / 2, list.y + list.height / 2)
      await page.mouse.wheel(0, 100_000)
      await frame.locator(`${cardSelector}[data-seen=true]`).waitFor()
    }
  }
  await target.waitFor()
  const box = await target.boundingBox()
  if (!box) throw new Error(`frame-confirm-${button} has no box`)
  await page.mouse.move(box.x + 3, box.y + 3)
  await frame.locator(`${cardSelector}:is([data-aim=ready], [data-aim=aimed])`).waitFor()
  await target.click()
}

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
