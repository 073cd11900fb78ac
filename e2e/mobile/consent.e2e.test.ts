import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostAppSource } from '../support/host-source'
import { phoneArtifactsDir, smallTargets, startPhoneSession, type PhoneSession } from './phone-session'

// Issue 30 item 4: the host's terms and privacy links under Connect, and a required consent box.
// Until it is ticked no wallet can be picked and the injected wallet is never asked for accounts.

let session: PhoneSession

const terms = 'https://example.com/terms'
const privacy = 'https://example.com/privacy'
const appSource: typeof hostAppSource = (roots) => {
  const source = hostAppSource(roots)
  const withLegal = source.replace(
    'theme={{ themeMode }}',
    `theme={{ themeMode }} legal={{ termsUrl: '${terms}', privacyUrl: '${privacy}', requireConsent: true }}`,
  )
  if (withLegal === source) throw new Error('the shared host no longer passes theme={{ themeMode }}')
  return withLegal
}

beforeAll(async () => {
  session = await startPhoneSession('e2e-mobile-consent', { appSource })
}, 300_000)
afterAll(() => session?.stop())

type Wallet = { provider: { request(args: { method: string }): Promise<unknown> } }
declare const window: Window & { __devnetWallet: Wallet; __accountRequests?: number }

describe('consent before connecting (Chromium, phone)', () => {
  test('behavior: the links are shown, nothing connects before the box is ticked, the wallet connects after', async () => {
    const { context, page } = await session.newPhone({ injectedWallet: true })
    // Counts the wallet's account requests: the only way a connect reaches an injected wallet.
    await page.evaluate(() => {
      const provider = window.__devnetWallet.provider
      const original = provider.request.bind(provider)
      window.__accountRequests = 0
      provider.request = (args) => {
        if (args.method === 'eth_requestAccounts') window.__accountRequests = (window.__accountRequests ?? 0) + 1
        return original(args)
      }
    })
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const devnetWallet = dialog.locator('[data-section="injected"]').getByRole('button', { name: /Devnet Wallet/ })
    await devnetWallet.waitFor()

    const legal = dialog.locator('[data-slot="connect-legal"][data-required="true"]')
    expect(await legal.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(terms)
    expect(await legal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(privacy)
    const box = dialog.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ })
    expect(await box.isChecked()).toBe(false)
    expect(await devnetWallet.isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'All Wallets' }).isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: /WalletConnect/ }).isDisabled()).toBe(true)
    await page.screenshot({ path: join(phoneArtifactsDir, 'consent-required-390.png') })

    // A tap on a wallet before consent does nothing.
    await devnetWallet.tap({ force: true })
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await page.evaluate(() => window.__accountRequests)).toBe(0)
    // The box and the links are finger-sized too.
    expect(await smallTargets(page)).toEqual([])

    await box.tap()
    expect(await box.isChecked()).toBe(true)
    await devnetWallet.tap()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    expect(await page.evaluate(() => window.__accountRequests)).toBe(1)
    await context.close()
  })
})
