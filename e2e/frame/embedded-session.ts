import type { Page } from 'playwright-core'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { startHostPage } from './host-server'

/** A devnet with the secure frame site, an embedded-wallet host page on it, and one open tab. */
export type EmbeddedSession = {
  devnet: Devnet
  browser: Browser
  page: Page
  /** Logs in with `email` through the modal's e-mail view, reading the code from devnet's mailbox. */
  emailLogin(email: string): Promise<void>
  stop(): Promise<void>
}

/**
 * The embedded-wallet suites' set-up: `entry` is the host page (relative to e2e/frame), bundled
 * and served on 127.0.0.1; the frame site (localhost) lets that origin embed it. Chromium keeps
 * the cross-site frame's storage, as a default profile does. The tab waits until the page
 * exposes `window.kit`. WK_DEBUG=1 prints the page's console and errors.
 */
export async function startEmbeddedSession(entry: string): Promise<EmbeddedSession> {
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const next of stops.reverse().splice(0)) await next()
  }
  try {
    const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
    stops.push(() => devnet.stop())
    const host = await startHostPage(entry)
    stops.push(() => host.stop())
    devnet.allowFrameOrigin(host.url, 'e2e-project')
    const browser = await launchChromium({ thirdPartyStorage: true })
    stops.push(() => browser.close())
    const page = await browser.context.newPage()
    page.setDefaultTimeout(20_000)
    page.on('console', (m) => process.env.WK_DEBUG && console.log('[page]', m.text()))
    page.on('pageerror', (e) => process.env.WK_DEBUG && console.log('[pageerror]', e.message))
    const chain = devnet.evmChains[0]!
    const query = new URLSearchParams({
      frame: devnet.urls.frame,
      chain: String(chain.chainId),
      rpc: chain.rpcUrl,
      services: devnet.urls.services,
    })
    await page.goto(`${host.url}/?${query}`)
    await page.waitForFunction(() => 'kit' in window)
    const latestCode = async (to: string): Promise<string> => {
      const response = await fetch(`${devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
      const { messages } = (await response.json()) as { messages: Array<{ code?: string }> }
      return messages.at(-1)?.code ?? ''
    }
    return {
      devnet,
      browser,
      page,
      async emailLogin(email) {
        await page.evaluate(() => (window as unknown as { kit: { modal: { open(): void } } }).kit.modal.open())
        await page.fill('[data-slot=email-login] input[type=email]', email)
        await page.click('[data-slot=email-login] button[type=submit]')
        await page.waitForSelector('[data-slot=email-login][data-step=otp]')
        await page.fill('[data-slot=email-login] input[inputmode=numeric]', await latestCode(email))
        await page.click('[data-slot=email-login] button[type=submit]')
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
