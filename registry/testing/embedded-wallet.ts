import type { FrameLocator, Locator, Page } from 'playwright-core'
import type { DevnetInfo } from './devnet'
import { mailbox } from './mailbox'

export type EmbeddedWallet = {
  /** Signs in by e-mail through the modal (the code from the dev mailbox); resolves once the connect button shows the account and the modal is closed. */
  connectWithEmail(email: string): Promise<void>
  /** Approves the secure frame's pending confirmation (of `method`, e.g. 'eth_sendTransaction', if given) as a user does. */
  approve(method?: string): Promise<void>
  /** Rejects it the same way. */
  reject(method?: string): Promise<void>
}

const card = (method?: string) => `[data-slot=frame-confirm][data-state=confirm]${method ? `[data-method="${method}"]` : ''}`

/**
 * Clicks Approve or Reject of the confirmation card `cardSelector` as a user aims the pointer, in
 * the secure frame (a `FrameLocator`) or the secure confirmation window (its `Page`): the frame
 * counts only a click a user could have aimed. Approve waits until the details were read to their
 * end (scrolled into view); then the pointer rests on the button's corner until the frame says it
 * is ready, and clicks.
 */
export async function aimAndClick(
  page: Page,
  frame: { locator(selector: string): Locator },
  cardSelector: string,
  button: 'approve' | 'reject',
): Promise<void> {
  if (button === 'approve') {
    await frame.locator(`${cardSelector}[data-visible=true]`).waitFor()
    if ((await frame.locator(cardSelector).getAttribute('data-seen')) === 'false') {
      const rows = await frame.locator(`${cardSelector} [data-slot=frame-confirm-rows]`).boundingBox()
      if (!rows) throw new Error('the secure frame shows no request details')
      await page.mouse.move(rows.x + rows.width / 2, rows.y + rows.height / 2)
      await page.mouse.wheel(0, 100_000)
      await frame.locator(`${cardSelector}[data-seen=true]`).waitFor()
    }
  }
  const target = frame.locator(`${cardSelector} [data-slot=frame-confirm-${button}]:enabled`)
  await target.waitFor()
  const box = await target.boundingBox()
  if (!box) throw new Error(`the secure frame's ${button} button is not on screen`)
  await page.mouse.move(box.x + 3, box.y + 3)
  await frame.locator(`${cardSelector}:is([data-aim=ready], [data-aim=aimed])`).waitFor()
  try {
    await target.click()
  } catch (error) {
    // In the secure window the answer closes the window itself, which can land while Playwright
    // still finishes the click (a busy machine): the click was delivered, the window did its job.
    if (!page.isClosed()) throw error
  }
}

async function answer(page: Page, frame: FrameLocator, method: string | undefined, button: 'approve' | 'reject'): Promise<void> {
  const selector = card(method)
  await frame.locator(selector).waitFor()
  await aimAndClick(page, frame, selector, button)
  await frame.locator(selector).waitFor({ state: 'detached' })
}

/**
 * The embedded wallet (the secure frame) in `page`, driven as its user: e-mail sign-in through
 * the modal, and the approvals the frame asks for. The page's origin must be allowed to embed the
 * frame (Playwright Test's fixtures allow baseURL; otherwise devnet.allowFrameOrigin).
 *
 * @example
 * await embeddedWallet(page, devnet).connectWithEmail('ada@example.com')
 */
export function embeddedWallet(page: Page, devnet: Pick<DevnetInfo, 'urls'>): EmbeddedWallet {
  // The frame the app revealed for the request: the one the user can see and click.
  const frame = () => page.frameLocator('#w3m-iframe:visible')
  return {
    async connectWithEmail(email) {
      const inbox = mailbox(devnet)
      await page.locator('[data-slot="connect-button"]').first().click()
      const login = page.getByRole('dialog').locator('[data-slot="email-login"]')
      await login.locator('input[type=email]').fill(email)
      await login.locator('[data-slot="email-login-form"] button[type=submit]').click()
      await login.and(page.locator('[data-step=otp]')).waitFor()
      await login.locator('input[inputmode=numeric]').fill(await inbox.code(email))
      await login.locator('[data-slot="email-login-code"] button[type=submit]').click()
      await page.locator('[data-slot="connect-button"][data-state="connected"]').first().waitFor()
      // The modal stays on the account after an e-mail sign-in; the user closes it.
      const dialog = page.getByRole('dialog')
      if ((await dialog.count()) > 0) {
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
    },
    approve: (method) => answer(page, frame(), method, 'approve'),
    reject: (method) => answer(page, frame(), method, 'reject'),
  }
}
