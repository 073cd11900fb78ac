import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import type { Session } from '../support/session'
import { answerInFrame } from '../frame/in-frame'
import { journeyMessage } from './journey-host'

// The steps every embedded-wallet journey shares, as a user takes them in the real modal of a
// CLI-built host: only clicks, typing and what the page shows; the chain checks what was signed.

/** The SPEC §3/§4 keys a session writes and Disconnect (SIGN_OUT) clears. */
export const sessionKeys = [
  '@walletkit/active_connector_ids',
  '@walletkit/email_login_used',
  '@walletkit/connected_email',
  '@walletkit/social_username',
] as const

export const walletkitKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('@walletkit/'))
      .sort(),
  )
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** The address the host's SignPanel shows once connected. */
export async function shownAddress(page: Page): Promise<Hex> {
  const output = page.getByTestId('address')
  await expect.poll(async () => (await output.textContent()) ?? '', { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return (await output.textContent()) as Hex
}

/** The last code devnet's mailbox holds for `to` (the frame site mails through it). */
export async function mailedCode(session: Session, to: string, after = 0): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await fetch(`${session.devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
      const { messages } = (await response.json()) as { messages: Array<{ code?: string }> }
      code = messages.length > after ? (messages.at(-1)?.code ?? '') : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** How many messages devnet's mailbox holds for `to`. */
export async function mailCount(session: Session, to: string): Promise<number> {
  const response = await fetch(`${session.devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: unknown[] }).messages.length
}

/** Opens the modal on Connect (or Account when connected). */
export async function openModal(page: Page): Promise<void> {
  await page.locator('[data-slot="connect-button"]').click()
  await page.getByRole('dialog').waitFor()
}

/** Closes the modal if it is still open after a connection. */
export async function closeModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  if ((await dialog.count()) > 0) {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  }
}

/** E-mail login through EmailLogin in the Connect view: address, then the mailed code. */
export async function connectByEmail(page: Page, session: Session, email: string): Promise<void> {
  const before = await mailCount(session, email)
  await openModal(page)
  const login = page.getByRole('dialog').locator('[data-slot="email-login"]')
  await login.locator('input[type=email]').fill(email)
  await login.locator('[data-slot="email-login-form"] button[type=submit]').click()
  await login.and(page.locator('[data-step=otp]')).waitFor()
  await login.locator('input[inputmode=numeric]').fill(await mailedCode(session, email, before))
  await login.locator('[data-slot="email-login-code"] button[type=submit]').click()
}

/**
 * Signs with the host's Sign button: ApproveTransaction opens with the secure frame revealed over
 * it, the user approves inside the frame, and the signature verifies on the node (EIP-191 for an
 * eoa, ERC-1271/6492 for the smart account, counterfactual or deployed).
 */
export async function signAndVerify(page: Page, address: Hex, chain: { rpcUrl: string; name: string }, screenshot?: string): Promise<void> {
  await page.getByTestId('sign').click()
  const view = page.getByRole('dialog').locator('[data-slot="approve-transaction-view"][data-status=pending]')
  await view.waitFor()
  expect(await view.locator('[data-slot="approve-transaction-method"]').textContent()).toBe('personal_sign')
  expect(await view.locator('[data-slot="approve-transaction-param"]').first().textContent()).toBe(journeyMessage)
  expect(await view.locator('[data-slot="approve-transaction-chain"]').textContent()).toBe(chain.name)
  // The host view decides nothing: its only answer is the frame's.
  expect(await view.locator('button').count()).toBe(0)
  expect(await page.locator('iframe#w3m-iframe').count()).toBe(1)
  if (screenshot) {
    await page.frameLocator('#w3m-iframe:visible').locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    await page.screenshot({ path: screenshot })
  }
  await answerInFrame(page, 'personal_sign')
  const signature = page.getByTestId('signature')
  await expect.poll(() => signature.getAttribute('data-status'), { timeout: 20_000 }).toBe('signed')
  // The request settled: the frame is hidden and the modal it opened closed.
  await page.locator('#w3m-iframe').waitFor({ state: 'hidden' })
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  expect(await client.verifyMessage({ address, message: journeyMessage, signature: (await signature.textContent()) as Hex })).toBe(true)
}

/** Switches network in NetworksView from Account; the frame answers SWITCH_NETWORK and the last used chain follows it. */
export async function switchNetwork(page: Page, chain: { chainId: number; name: string }): Promise<void> {
  await openModal(page)
  const dialog = page.getByRole('dialog')
  await dialog.locator('[data-slot="account-view-network"]').click()
  await dialog.locator(`[data-network="eip155:${chain.chainId}"]`).click()
  await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toContain(chain.name)
  // Written from the frame's answer to SWITCH_NETWORK, not from the host's wish.
  await expect.poll(() => stored(page, '@walletkit/active_caip_network_id')).toBe(JSON.stringify(`eip155:${chain.chainId}`))
  await closeModal(page)
}

/** Reload: the same account comes back from the frame (IS_CONNECTED, GET_USER) with no prompt. */
export async function reloadRestores(page: Page, address: Hex): Promise<void> {
  await page.reload()
  expect((await shownAddress(page)).toLowerCase()).toBe(address.toLowerCase())
  expect(await page.locator('[data-slot="connect-button"]').getAttribute('data-state')).toBe('connected')
  expect(await page.getByRole('dialog').count()).toBe(0)
}

/**
 * Disconnect from Account: the session keys go, and the frame itself is signed out (SIGN_OUT): put
 * back the keys the page held while connected and reload, and the frame answers IS_CONNECTED with
 * no, so the page clears them again, stays disconnected and tells the user the session expired.
 */
export async function disconnectSignsOut(page: Page): Promise<void> {
  const held = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('@walletkit/')))
  await openModal(page)
  await page.getByRole('dialog').locator('[data-slot="account-view-disconnect"]').click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  const left = await walletkitKeys(page)
  for (const key of sessionKeys) expect(left).not.toContain(key)
  expect(await stored(page, '@walletkit/connection_status')).toBe('"disconnected"')

  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), held)
  await page.reload()
  await expect.poll(() => stored(page, '@walletkit/email_login_used'), { timeout: 20_000 }).toBeNull()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(await page.getByTestId('address').count()).toBe(0)
  await openModal(page)
  expect(await page.getByRole('dialog').locator('[data-slot="modal-alert"]').textContent()).toContain('Session Expired')
  await closeModal(page)
}
