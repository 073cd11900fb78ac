import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { openWkHost } from './wk-host'

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
declare const window: Window & {
  wk: { socialLogin(p: string): Promise<{ address: string }> }
  social?: { address?: string; error?: string }
}

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  host = await startHostPage()
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  await openWkHost(page, devnet, host.url)
})

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

describe('social login through the provider stand-in', () => {
  test('default: the popup signs in on the secure site and hands the result back to the app', async () => {
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate(() => {
      window.wk.socialLogin('github').then(
        (result) => void (window.social = { address: result.address }),
        (error: Error) => void (window.social = { error: error.message }),
      )
    })
    const popup = await popupOpened
    try {
      await popup.waitForURL(/\/social\/github\/authorize/)
    } catch (error) {
      const state = await page.evaluate(() => ({
        social: window.social,
        received: (window as unknown as { wk: { received: string[] } }).wk.received,
      }))
      // The redirect URI once never came under load (popup left on /loading); the failure report adds the timed browser log.
      throw new Error(`${String(error)}\nthe app: ${JSON.stringify(state)}`)
    }
    expect(new URL(popup.url()).origin).toBe(new URL(devnet.urls.frame).origin)
    await popup.fill('input[name=user]', 'octocat')
    await popup.click('button[type=submit]')
    await page.waitForFunction(() => window.social !== undefined, undefined, { timeout: 20_000 })
    const outcome = await page.evaluate(() => window.social)
    expect(outcome?.error).toBeUndefined()
    expect(outcome?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify('octocat'))
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/email_login_used'))).toBe('true')
  })
})
