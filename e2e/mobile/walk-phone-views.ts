import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { answerInFrame } from '../frame/in-frame'
import type { PhoneSession } from './phone-session'

// The walk through every view a user reaches on a phone, shared by the phone views' checks
// (sizes, targets, baselines) and the locale views' checks (longer and right-to-left text).

/** Looks at one view as the walk reaches it: its name, and the parts that change per run. */
export type ViewCheck = (view: string, mask?: Locator[]) => Promise<void>

export type PhoneWalk = {
  /** Names this walk's e-mail account (one per walk: the frame keeps its users). */
  name: string
  /** The phone's width; 390 unless given. */
  width?: number
  /** The host page's query (e.g. `?theme=light`). */
  query?: string
  /** The theme the modal must show, when the walk is in one. */
  theme?: 'dark' | 'light'
  checker(page: Page): ViewCheck
  /** Called while the secure frame shows the sign-in approval, before it is approved. */
  atFrameApproval?(page: Page): Promise<void>
}

/** The newest one-time code devnet's mailbox holds for `to`, once one came. */
async function mailedCode(session: PhoneSession, to: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await fetch(`${session.devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
      const { messages } = (await response.json()) as { messages: Array<{ code?: string }> }
      code = messages.at(-1)?.code ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/**
 * Every view a user reaches, from Connect to the account's features, on a phone of the session;
 * `check` looks at each view as it is reached (its name, and the parts that change per run, to
 * mask). The sheet is closed both ways, focus back on the connect button.
 */
export async function walkPhoneViews(session: PhoneSession, walk: PhoneWalk): Promise<void> {
  const { context, page } = await session.newPhone({ width: walk.width ?? 390, injectedWallet: true, query: walk.query ?? '' })
  const check = walk.checker(page)
  const dialog = page.getByRole('dialog')
  const focusedSlot = () => page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null)
  const back = () => dialog.getByRole('button', { name: 'Back' }).tap()

  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await expect.poll(() => dialog.locator('[data-section="recommended"] [data-slot="list-item"]').count()).toBe(4)
  if (walk.theme) expect(await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-theme')).toBe(walk.theme)
  const login = dialog.locator('[data-slot="email-login"]')
  await login.locator('input[type=email]').waitFor()
  await check('connect')

  await dialog.getByRole('button', { name: 'All Wallets' }).tap()
  await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').count()).toBeGreaterThan(8)
  await check('all-wallets')
  await dialog.getByRole('searchbox').fill('Aurora')
  await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').first().textContent()).toContain('Aurora')
  await check('all-wallets-search')

  // A catalogue wallet on a phone: its app is opened, no QR code.
  await dialog.locator('[data-slot="all-wallets-item"]').first().tap()
  await dialog.locator('[data-slot="walletconnect-open"]:not([disabled])').waitFor()
  await check('walletconnect')
  await back()
  await back()
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()

  // The e-mail code step (the secure frame mails the code to devnet's mailbox).
  const email = `phone-${walk.name}@walletkit.dev`
  await login.locator('input[type=email]').fill(email)
  await login.locator('[data-slot="email-login-form"] button[type=submit]:not([disabled])').tap()
  await login.and(page.locator('[data-step=otp]')).waitFor()
  await mailedCode(session, email)
  // The resend countdown ticks every second: masked.
  await check('email-code', [login.locator('[data-slot="email-login-code-actions"] button').first()])

  // The code connects the embedded wallet; its sign-in signature is an unsafe request, so
  // ApproveTransaction opens with the secure frame revealed over it and the user approves there.
  await login.locator('input[inputmode=numeric]').fill(await mailedCode(session, email))
  await login.locator('[data-slot="email-login-code"] button[type=submit]').tap()
  await dialog.locator('[data-slot="siwx-sign-message-view"]').waitFor()
  await dialog.getByRole('button', { name: 'Sign in' }).tap()
  await dialog.locator('[data-slot="approve-transaction-view"][data-status="pending"]').waitFor()
  await page.frameLocator('#w3m-iframe:visible').locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
  // The message (nonce, time, the new account's address) and the frame's page change per run: masked.
  await check('approve-transaction', [dialog.locator('[data-slot="approve-transaction-summary"]'), page.locator('#w3m-iframe')])
  await walk.atFrameApproval?.(page)
  await answerInFrame(page, 'personal_sign')
  await dialog.waitFor({ state: 'detached' })
  await page.locator('[data-slot="connect-button"][data-state="connected"]').tap()
  await dialog.locator('[data-slot="account-view-disconnect"]').tap()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

  // Escape dismisses the sheet; Radix hands focus back to the connect button in a timer after unmount.
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(focusedSlot).toBe('connect-button')

  // The injected wallet connects; sign-in with the wallet (SIWX) is asked next.
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await dialog
    .locator('[data-section="injected"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .tap()
  await dialog.locator('[data-slot="siwx-sign-message-view"]').waitFor()
  await check('siwx-sign')
  await dialog.getByRole('button', { name: 'Sign in' }).tap()
  await dialog.waitFor({ state: 'detached' })

  const connected = page.locator('[data-slot="connect-button"][data-state="connected"]')
  await connected.tap()
  await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/^[\d,]+\.\d+ ETH$/)
  // Balances follow devnet (the gas its deployments spent): masked, as on desktop.
  const balances = [dialog.locator('[data-slot="account-view-balance"]'), dialog.locator('[data-slot="token-list"]')]
  await check('account', balances)
  await dialog.getByRole('tab', { name: 'NFTs' }).tap()
  await dialog.locator('[data-slot="nfts-view-item"]').first().waitFor()
  await check('account-nfts', [dialog.locator('[data-slot="account-view-balance"]')])
  await dialog.getByRole('tab', { name: 'Activity' }).tap()
  await dialog.locator('[data-slot="activity-view-item"]').first().waitFor()
  // Dates and amounts of devnet's own transactions differ per run: the rows are masked.
  await check('account-activity', [dialog.locator('[data-slot="account-view-balance"]'), dialog.locator('[data-slot="activity-view"]')])
  await dialog.getByRole('tab', { name: 'Tokens' }).tap()

  await dialog.locator('[data-slot="account-view-network"]').tap()
  await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
  await dialog.locator('[data-slot="networks-view"] [data-network="eip155:31338"]').waitFor()
  await check('networks')
  await back()

  const action = (route: string) => dialog.locator(`[data-slot="account-action"][data-route="${route}"]`).tap()
  await action('Send')
  await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
  await check('send', [
    dialog.locator('[data-slot="send-view-balance"]'),
    dialog.locator('[data-slot="send-view-fee-value-row"]'),
    dialog.locator('[data-slot="send-view-network-balance-value"]'),
  ])
  await back()

  await action('Receive')
  await dialog.locator('[data-slot="receive-view"]').waitFor()
  await check('receive')
  await back()

  await action('Swap')
  await dialog.locator('[data-slot="swap-view"][data-state="idle"]').waitFor()
  await check('swap', [dialog.locator('[data-slot="swap-view-balance"]')])
  await back()

  await action('OnRamp')
  await dialog.locator('[data-slot="onramp-view"]:not([data-state="loading"])').waitFor()
  await check('onramp')
  await back()

  await action('RegisterAccountName')
  await dialog.getByRole('heading', { name: 'Choose Name' }).waitFor()
  // The form shows once the account's own names are looked up (a spinner until then).
  await dialog.locator('[data-slot="register-account-name-input"]').waitFor()
  await check('register-name')
  await back()

  // The close control dismisses the sheet too, focus back on the connect button.
  await dialog.locator('[data-slot="account-view-balance"]').waitFor()
  await dialog.getByRole('button', { name: 'Close' }).tap()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(focusedSlot).toBe('connect-button')

  // The wallet moves to a chain the app does not configure: UnsupportedChain opens by itself.
  const devnetWallet = (action: string, ...args: unknown[]) =>
    page.evaluate(
      ([name, rest]) =>
        (window as unknown as Record<string, Record<string, (...a: unknown[]) => void>>).__devnetWallet![name as string]!(
          ...(rest as unknown[]),
        ),
      [action, args] as const,
    )
  await devnetWallet('switchChain', 424242)
  await dialog.getByRole('heading', { name: 'Switch Network' }).waitFor()
  await dialog.locator('[data-slot="unsupported-chain-view"] [data-network]').first().waitFor()
  await check('unsupported-chain')
  await dialog.locator('[data-slot="unsupported-chain-view"] [data-network="eip155:31337"]').tap()
  await dialog.waitFor({ state: 'detached' })

  // A refused connection: ConnectingExternal says so and offers Try again.
  await connected.tap()
  await dialog.locator('[data-slot="account-view-disconnect"]').tap()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await devnetWallet('rejectNextRequest')
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await dialog
    .locator('[data-section="injected"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .tap()
  await dialog.getByRole('button', { name: 'Try again' }).waitFor()
  await check('connecting-external-rejected')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await context.close()
}
