import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { artifactsDir, startSession, type Session } from '../support/session'
import {
  closeModal,
  connectByEmail,
  disconnectSignsOut,
  mailCount,
  mailedCode,
  openModal,
  reloadRestores,
  shownAddress,
  signAndVerify,
  switchNetwork,
  walletkitKeys,
} from './embedded-steps'
import { answerInFrame, approveFarcasterOnPhone, frameConfirmation } from '../frame/in-frame'
import { journeyAppSource } from './journey-host'
import { decodeQr } from '../support/decode-qr'

// The embedded wallet as a product: each way in (e-mail code, a social provider, Farcaster) through
// the real modal of a host made by the CLI with `walletkit add email-login social-login`, the secure
// frame on its own origin (devnet's frame site), its approvals clicked inside the frame.

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-journey-embedded', {
    host: { appSource: journeyAppSource, items: ['email-login', 'social-login'] },
    services: ['frame'],
    thirdPartyStorage: true,
  })
}, 240_000)
afterAll(() => session?.stop())

const run = Date.now()

async function cleanPage(query = ''): Promise<Page> {
  // The pages share the host origin's storage: start clean even after a journey that failed midway.
  const page = await session.newPage(query, { cleanStorage: true })
  page.setDefaultTimeout(20_000)
  expect(await walletkitKeys(page)).toEqual([])
  return page
}

/** Signs out at the end so the next journey starts clean (the host origin's storage is shared). */
async function leave(page: Page): Promise<void> {
  await openModal(page)
  await page.getByRole('dialog').locator('[data-slot="account-view-disconnect"]').click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.evaluate(() => localStorage.clear())
  await page.close()
}

/** Sign, switch network, reload, disconnect: the middle of every journey. */
async function middle(page: Page, address: Hex, screenshot?: string): Promise<void> {
  const [primary, secondary] = session.devnet.evmChains
  await signAndVerify(page, address, primary!, screenshot)
  await switchNetwork(page, secondary!)
  // The frame now signs on the second chain: its node verifies the signature.
  await signAndVerify(page, address, secondary!)
  await reloadRestores(page, address)
  await disconnectSignsOut(page)
}

describe('journey: the embedded wallet through the modal of a CLI-built host', () => {
  test('behavior: e-mail code: clean page, connect, sign, switch network, reload, disconnect, connect again', async () => {
    const email = `journey-${run}@walletkit.dev`
    const page = await cleanPage()
    await connectByEmail(page, session, email)
    const address = await shownAddress(page)
    await closeModal(page)
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/connected_email'))).toBe(JSON.stringify(email))

    await middle(page, address, `${artifactsDir}/approve-transaction-frame-dark.png`)

    await connectByEmail(page, session, email)
    expect(await shownAddress(page)).toBe(address)
    await closeModal(page)
    await leave(page)
  })

  test('behavior: a wrong code says Invalid code and keeps the input; the right one connects', async () => {
    const email = `journey-wrong-${run}@walletkit.dev`
    const page = await cleanPage()
    const before = await mailCount(session, email)
    await openModal(page)
    const login = page.getByRole('dialog').locator('[data-slot="email-login"]')
    await login.locator('input[type=email]').fill(email)
    await login.locator('[data-slot="email-login-form"] button[type=submit]').click()
    const code = await mailedCode(session, email, before)
    const wrong = code === '000000' ? '111111' : '000000'
    await login.locator('input[inputmode=numeric]').fill(wrong)
    await login.locator('[data-slot="email-login-code"] button[type=submit]').click()
    expect(await login.locator('[data-slot="email-login-error"]').textContent()).toBe('Invalid code')
    expect(await login.getAttribute('data-step')).toBe('otp')
    await login.locator('input[inputmode=numeric]').fill(code)
    await login.locator('[data-slot="email-login-code"] button[type=submit]').click()
    await shownAddress(page)
    await closeModal(page)
    await leave(page)
  })

  test('behavior: the decision is in the frame: a click on its page keeps the modal open, Reject there closes the view the request opened, closing the modal abandons the request', async () => {
    const email = `journey-reject-${run}@walletkit.dev`
    const page = await cleanPage()
    await connectByEmail(page, session, email)
    await shownAddress(page)
    await closeModal(page)
    const signature = page.getByTestId('signature')

    await page.getByTestId('sign').click()
    const card = frameConfirmation(page)
    await card.locator('[data-slot=frame-confirm-reject]:enabled').waitFor()
    // A click on the frame's own page is the user reading it, not leaving the dialog.
    await card.locator('[data-slot=frame-confirm-title]').click()
    expect(await page.getByRole('dialog').locator('[data-slot="approve-transaction-view"][data-status=pending]').count()).toBe(1)
    expect(await page.locator('#w3m-iframe').getAttribute('aria-hidden')).toBeNull()
    await answerInFrame(page, 'personal_sign', 'reject')
    await expect.poll(() => signature.getAttribute('data-status')).toBe('error')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.locator('#w3m-iframe').waitFor({ state: 'hidden' })

    // Closing the modal while the frame asks: the request fails and the frame stops asking.
    await page.getByTestId('sign').click()
    await card.locator('[data-slot=frame-confirm-approve]').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => signature.getAttribute('data-status')).toBe('error')
    await page.locator('#w3m-iframe').waitFor({ state: 'hidden' })
    expect(await signature.textContent()).toBe('')
    await leave(page)
  })

  test('behavior: social (the GitHub stand-in popup): clean page, connect, sign, switch network, reload, disconnect, connect again', async () => {
    const user = `octo-${run}`
    const page = await cleanPage('?theme=light')
    const connect = async () => {
      await openModal(page)
      // A user clicks as soon as the button is enabled: once the frame has said READY (useFrameReady).
      const popupOpened = page.waitForEvent('popup')
      await page.getByRole('dialog').getByRole('button', { name: 'Continue with GitHub' }).click()
      const popup = await popupOpened
      await popup.waitForURL(/\/social\/github\/authorize/)
      // The provider's page is on the secure site's origin, never the host's.
      expect(new URL(popup.url()).origin).toBe(new URL(session.devnet.urls.frame).origin)
      await popup.fill('input[name=user]', user)
      await popup.click('button[type=submit]')
      return shownAddress(page)
    }
    const address = await connect()
    await closeModal(page)
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify(user))

    await middle(page, address, `${artifactsDir}/approve-transaction-frame-light.png`)

    expect(await connect()).toBe(address)
    await closeModal(page)
    await leave(page)
  })

  test('behavior: Farcaster (the stand-in approval): clean page, connect, sign, switch network, reload, disconnect, connect again', async () => {
    const userName = `dwr-${run}`
    const page = await cleanPage()
    const connect = async () => {
      await openModal(page)
      await page.getByRole('dialog').getByRole('button', { name: 'Continue with Farcaster' }).click()
      const link = page.getByRole('dialog').locator('[data-slot="connecting-farcaster-link"]')
      await link.waitFor()
      // The QR code a phone scans holds the same link.
      expect(await decodeQr(page.getByRole('dialog').locator('[data-slot="connecting-farcaster-qr"][data-state="ready"]'))).toBe(
        await link.getAttribute('href'),
      )
      // The user approves on their phone: the link the QR code holds, opened elsewhere.
      await approveFarcasterOnPhone(page.context(), (await link.getAttribute('href'))!, userName)
      return shownAddress(page)
    }
    const address = await connect()
    await closeModal(page)
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify(userName))

    await middle(page, address)

    expect(await connect()).toBe(address)
    await closeModal(page)
    await leave(page)
  })

  test('behavior: Account of an e-mail account: who is signed in, the account type switch (signatures verify for each), the e-mail change with both codes', async () => {
    const email = `journey-account-${run}@walletkit.dev`
    const next = `journey-account-new-${run}@walletkit.dev`
    const primary = session.devnet.evmChains[0]!
    const page = await cleanPage()
    await connectByEmail(page, session, email)
    const smart = await shownAddress(page)
    await closeModal(page)
    await openModal(page)
    const account = page.getByRole('dialog').locator('[data-slot="embedded-account"]')
    expect(await account.locator('[data-slot="embedded-account-user-name"]').textContent()).toBe(email)
    await page
      .getByRole('dialog')
      .locator('[data-slot="modal-card"]')
      .screenshot({ path: `${artifactsDir}/embedded-account-dark.png` })

    // The default account type on these chains is the smart account; switch to the eoa, sign, and back.
    const toggle = account.locator('[data-slot="account-type-switch"]')
    expect(await toggle.getAttribute('data-type')).toBe('smartAccount')
    await toggle.getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(() => toggle.getAttribute('data-type')).toBe('eoa')
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).not.toBe(smart.toLowerCase())
    const eoa = await shownAddress(page)
    await closeModal(page)
    await signAndVerify(page, eoa, primary)
    await openModal(page)
    await toggle.getByRole('button', { name: 'Switch to smart account' }).click()
    await expect.poll(() => toggle.getAttribute('data-type')).toBe('smartAccount')
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).toBe(smart.toLowerCase())

    // Change e-mail: the new address, then the code mailed to the current one, then the one mailed to the new one.
    const mailedBefore = [await mailCount(session, email), await mailCount(session, next)] as const
    await account.locator('[data-slot="embedded-account-change-email"]').click()
    const change = page.getByRole('dialog').locator('[data-slot="email-login-change"]')
    await change.getByRole('textbox', { name: 'New e-mail' }).fill(next)
    await change.getByRole('button', { name: 'Change e-mail' }).click()
    await change.and(page.locator('[data-step="change-primary"]')).waitFor()
    await change.locator('input[inputmode=numeric]').fill(await mailedCode(session, email, mailedBefore[0]))
    await change.locator('[data-slot="email-login-code"] button[type=submit]').click()
    await change.and(page.locator('[data-step="change-secondary"]')).waitFor()
    await change.locator('input[inputmode=numeric]').fill(await mailedCode(session, next, mailedBefore[1]))
    await change.locator('[data-slot="email-login-code"] button[type=submit]').click()
    expect(await change.locator('[data-slot="email-login-changed"]').textContent()).toBe(`E-mail changed to ${next}`)
    await closeModal(page)
    await leave(page)

    // The new address now signs in to the same account (light theme for the screenshot).
    const light = await cleanPage('?theme=light')
    await connectByEmail(light, session, next)
    expect(await shownAddress(light)).toBe(smart)
    await closeModal(light)
    await openModal(light)
    expect(await light.getByRole('dialog').locator('[data-slot="embedded-account-user-name"]').textContent()).toBe(next)
    await light
      .getByRole('dialog')
      .locator('[data-slot="modal-card"]')
      .screenshot({ path: `${artifactsDir}/embedded-account-light.png` })
    await closeModal(light)
    await leave(light)
  })
})
