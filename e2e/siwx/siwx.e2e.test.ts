import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, http, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { artifactsDir, startSession, type Session } from '../support/session'
import { siwxHostSource } from './siwx-host-source'
import { expectAbsentFor } from '../support/absent'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-siwx', {
    host: { items: ['siwx-view', 'siwx-browser-sessions', 'siwx-api-sessions', 'register-name-view'], appSource: siwxHostSource },
  })
}, 600_000)
afterAll(() => session?.stop())

type StoredSession = { data: { accountAddress: string; chainId: string }; message: string; signature: Hex }
const storedSessions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('@walletkit/siwx_sessions') ?? '[]') as StoredSession[])

/** A fresh page with no sign-in sessions (the browser context keeps localStorage between pages). */
async function freshPage(query: string): Promise<Page> {
  const page = await session.newPage(query)
  // The test wallet remembers the site across reloads, like a real extension (opt-in key).
  await page.evaluate(() => {
    localStorage.clear()
    localStorage.setItem('devnet-wallet:remember-site', 'no')
  })
  await page.reload()
  return page
}

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .locator('[data-slot="wallet-section"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .first()
    .click()
}

const signView = (page: Page) => page.getByRole('dialog').locator('[data-slot="siwx-sign-message-view"]')

describe('SIWX through the modal in Chromium', () => {
  test('behavior: required browser sessions: decline shows "Signature declined" and stays, the modal cannot close, sign keeps a verified session that survives reload', async () => {
    const page = await freshPage('?siwx=browser&required=1')
    await connect(page)
    await signView(page).waitFor()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign In' }).waitFor()
    expect(await signView(page).getAttribute('data-required')).toBe('true')
    expect(await dialog.locator('[data-slot="siwx-sign-message-headline"]').textContent()).toBe('walletkit host wants you to sign in')
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-dark.png') })

    // Escape asks the modal to close: it shakes instead and stays on the sign view.
    await page.keyboard.press('Escape')
    await page.locator('[data-slot="modal-card"][data-shake="true"]').waitFor()
    expect(await signView(page).isVisible()).toBe(true)

    // The wallet refuses: 'Signature declined', still on the sign view.
    await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    expect(await signView(page).getAttribute('data-state')).toBe('error')
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-declined-dark.png') })

    // Sign: the modal closes, the session is kept, and its signature checks out on anvil.
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await dialog.waitFor({ state: 'detached' })
    const address = session.devnet.evmAccounts[0]!.address
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(address)
    const [stored] = await storedSessions(page)
    expect(stored?.data.chainId).toBe(`eip155:${session.devnet.evmChains[0]!.chainId}`)
    const client = createPublicClient({ transport: http(session.devnet.evmChains[0]!.rpcUrl) })
    expect(await client.verifyMessage({ address, message: stored!.message, signature: stored!.signature })).toBe(true)
    expect(stored!.message).toContain('\n\nSign in to the walletkit e2e host.\n\nURI: ')

    // Reload: reconnected with the stored session, no sign-in asked.
    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(address)
    await expectAbsentFor(page.getByRole('dialog'))
    await page.close()
  })

  test('behavior: required sign-in: cancel disconnects', async () => {
    const page = await freshPage('?siwx=browser&required=1&theme=light')
    await connect(page)
    await signView(page).waitFor()
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-light.png') })
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('siwx-session').textContent()).toBe('no session')
    await page.close()
  })

  test('behavior: optional blockchain-API sessions: cancel closes and stays connected; sign stores the session at the service; reload keeps it; another chain asks again', async () => {
    const page = await freshPage('?siwx=api')
    await connect(page)
    await signView(page).waitFor()
    expect(await signView(page).getAttribute('data-required')).toBeNull()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    expect(await page.getByTestId('siwx-session').textContent()).toBe('no session')

    // Reconnecting later asks again; this time the user signs.
    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await signView(page).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const address = session.devnet.evmAccounts[0]!.address
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(address)
    const [first, second] = session.devnet.evmChains
    const held = await fetch(
      `${session.devnet.urls.services}/v1/sessions/eip155:${first!.chainId}:${address}?projectId=walletkit-e2e`,
    ).then((r) => r.json() as Promise<{ sessions: StoredSession[] }>)
    expect(held.sessions).toHaveLength(1)
    expect(await storedSessions(page)).toEqual([])

    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(address)
    await expectAbsentFor(page.getByRole('dialog'))

    // The wallet moves to the second chain: no session there, the sign view opens.
    await page.evaluate(
      (id) => (window as unknown as { __devnetWallet: { switchChain(id: number): void } }).__devnetWallet.switchChain(id),
      second!.chainId,
    )
    await signView(page).waitFor()
    await page.close()
  })
})

describe('name registration through the modal in Chromium', () => {
  test('behavior: a name registered from Account shows in Account, and again after reload', async () => {
    const label = `e2e-${Date.now().toString(36)}`
    for (const theme of ['dark', 'light'] as const) {
      const page = await freshPage(theme === 'light' ? '?theme=light' : '')
      await connect(page)
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-slot="account-action"][data-route="RegisterAccountName"]').click()
      await dialog.getByRole('heading', { name: 'Choose Name' }).waitFor()
      // The second pass: the name registered in the first is listed as the account's (profile reverse lookup).
      if (theme === 'light')
        await expect
          .poll(() => dialog.locator('[data-slot="register-account-name-owned-name"]').allTextContents())
          .toContain(`${label}.reown.id`)
      const input = dialog.locator('[data-slot="register-account-name-input"]')
      await input.fill('abc')
      await expect
        .poll(() => dialog.locator('[data-slot="register-account-name-availability"]').getAttribute('data-availability'))
        .toBe('invalid')
      const name = theme === 'dark' ? label : `${label}-x`
      await input.fill(name)
      await expect
        .poll(() => dialog.locator('[data-slot="register-account-name-availability"]').getAttribute('data-availability'))
        .toBe('available')
      await dialog.locator('[data-slot="register-account-name-suggestion"]').first().waitFor()
      await page.waitForTimeout(200)
      await page.screenshot({ path: join(artifactsDir, `register-account-name-${theme}.png`) })
      await dialog.locator('[data-slot="register-account-name-submit"]').click()
      await dialog.locator('[data-slot="register-account-name-success-view"][data-status="success"]').waitFor()
      expect(await dialog.locator('[data-slot="register-account-name-success-name"]').textContent()).toBe(`${name}.reown.id`)
      await page.waitForTimeout(200)
      await page.screenshot({ path: join(artifactsDir, `register-account-name-success-${theme}.png`) })
      await dialog.locator('[data-slot="register-account-name-success-done"]').click()
      await expect.poll(() => dialog.locator('[data-slot="account-view-name"]').textContent()).toBe(`${name}.reown.id`)
      await page.waitForTimeout(200)
      await page.screenshot({ path: join(artifactsDir, `account-registered-name-${theme}.png`) })

      // After reload the identity lookup knows the name (the newest registered one).
      await page.reload()
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await expect.poll(() => page.getByRole('dialog').locator('[data-slot="account-view-name"]').textContent()).toBe(`${name}.reown.id`)
      await page.getByRole('dialog').locator('[data-slot="account-view-disconnect"]').click()
      await page.close()
    }
  })
})
