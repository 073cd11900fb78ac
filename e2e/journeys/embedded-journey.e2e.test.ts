import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { artifactsDir, startSession, type Session } from '../support/session'
import { closeModal, connectByEmail, disconnectSignsOut, mailCount, mailedCode, openModal, reloadRestores, shownAddress, signAndVerify, switchNetwork, walletkitKeys } from './embedded-steps'
import { journeyAppSource } from './journey-host'

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
  const page = await session.newPage(query)
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
  await signAndVerify(page, address, primary!.rpcUrl, screenshot)
  await switchNetwork(page, secondary!)
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
})
