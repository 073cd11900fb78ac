import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { prepareHostApp, type HostAppOptions } from '../support/host-app'
import { artifactsDir, hostMode } from '../support/session'
import { serveStatic, type StaticServer } from '../support/static-server'

/** Safari on an iPhone: the platform detector reads it as a phone running iOS. */
export const iosUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

export const phoneArtifactsDir = join(artifactsDir, 'mobile')

export type PhoneOptions = {
  /** 390 (an iPhone 15) unless a run checks a narrower phone. */
  width?: number
  /** The devnet's test wallet injected in the page, as in a wallet's in-app browser. */
  injectedWallet?: boolean
  /** The page's query, e.g. '?theme=light'. */
  query?: string
}

export type PhoneSession = {
  devnet: Devnet
  server: StaticServer
  /** A phone-sized touch context (390×844, isMobile, hasTouch, iOS user agent) on the host. */
  newPhone(options?: PhoneOptions): Promise<{ context: BrowserContext; page: Page }>
  stop(): Promise<void>
}

/** More local services for a phone session: the secure frame site (e-mail login, the embedded wallet). */
export type PhoneSessionOptions = { frame?: boolean }

/**
 * Devnet (EVM, services, relay, and the secure frame site with `frame`), a CLI-built host with
 * `items` and Chromium; each phone is its own browser context with the phone's viewport, touch and
 * user agent, so the kit sees a mobile browser.
 */
export async function startPhoneSession(name: string, host: HostAppOptions, options: PhoneSessionOptions = {}): Promise<PhoneSession> {
  const devnet = await startDevnet({
    evm: 0,
    solana: 0,
    services: 0,
    frame: 0,
    relay: 0,
    only: ['evm', 'services', 'relay', ...(options.frame ? (['frame'] as const) : [])],
  })
  let browser: Browser | undefined
  let server: StaticServer | undefined
  try {
    const app = await prepareHostApp(name, hostMode(), host)
    server = await serveStatic(app.dist)
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
    const walletScript = await buildTestWalletScript({ chains, writeDist: false })
    // The host page's origin must be on the frame site's allowlist (no port wildcards there).
    if (options.frame) devnet.allowFrameOrigin(server.url)
    const hostConfig = { services: devnet.urls.services, chains, relay: devnet.urls.relay, frame: devnet.urls.frame || undefined }
    mkdirSync(phoneArtifactsDir, { recursive: true })
    const launched = browser
    const url = server.url
    return {
      devnet,
      server,
      async newPhone(options = {}) {
        const context = await launched.newContext({
          viewport: { width: options.width ?? 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          userAgent: iosUserAgent,
          reducedMotion: 'reduce',
        })
        // WalletConnect's verify and telemetry hosts are refused at once: nothing leaves the machine.
        await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
        // The wallet apps' deep links (the devnet catalogue gives each wallet a `<slug>://` scheme) are
        // recorded instead of followed: no app is installed here, and Chromium would stall on the scheme.
        await context.addInitScript(recordDeepLinks)
        if (options.injectedWallet) await context.addInitScript(walletScript)
        await context.addInitScript(`window.__walletkitHost = ${JSON.stringify(hostConfig)};`)
        const page = await context.newPage()
        await page.goto(`${url}/${options.query ?? ''}`)
        await page.locator('[data-slot="connect-button"]').waitFor()
        return { context, page }
      },
      async stop() {
        await browser?.close()
        await server?.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await browser?.close()
    await server?.close()
    await devnet.stop()
    throw error
  }
}

declare global {
  interface Window {
    /** Deep links the page opened (the kit opens them with window.open(href, '_self')). */
    __openedDeepLinks?: string[]
  }
}

/** Records the page's deep links instead of following them; a head script where an engine has no init scripts (WebKit). */
export function recordDeepLinks(): void {
  const opened: string[] = []
  window.__openedDeepLinks = opened
  const open = window.open.bind(window)
  window.open = (url, target, features) => {
    const href = String(url ?? '')
    if (target === '_self' && !href.startsWith(location.origin)) {
      opened.push(href)
      return null
    }
    return open(url, target, features)
  }
}

/** The deep links the page opened so far. */
export const openedDeepLinks = (page: Page): Promise<string[]> => page.evaluate(() => [...(window.__openedDeepLinks ?? [])])

/**
 * Runs in the page (any engine's evaluate): every visible element of the dialog wider than the
 * viewport or reaching past one of its sides (horizontal overflow).
 */
export function overflowingInPage(): string[] {
  const width = document.documentElement.clientWidth
  const root = document.querySelector('[data-slot="dialog-content"]') ?? document.body
  return [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect()
      // Screen-reader-only text is a clipped 1×1 px box one pixel off the edge: nothing shows.
      if (box.width <= 1 && box.height <= 1) return false
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}[data-slot=${element.dataset['slot'] ?? ''}] ${element.getBoundingClientRect().width}px`,
    )
}

/** Every visible element wider than the viewport or reaching past its right edge (horizontal overflow). */
export const overflowing = (page: Page): Promise<string[]> => page.evaluate(overflowingInPage)

/** Every visible button, link, input, tab or row in the dialog whose box is under 44 px in either direction. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-slot="dialog-content"]')
    if (!root) return ['no dialog']
    const targets = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])',
    )
    return [...targets]
      .filter((element) => {
        if (element === root) return false
        // A link inside a sentence is exempt (WCAG 2.5.8's inline exception).
        if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') return false
        const own = element.getBoundingClientRect()
        if (own.width === 0 || own.height === 0) return false
        // A box or field inside its label is tapped through the label.
        const box = element.tagName === 'INPUT' ? (element.closest('label')?.getBoundingClientRect() ?? own) : own
        return box.width < 44 || box.height < 44
      })
      .map((element) => {
        const box = element.getBoundingClientRect()
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''
        return `${element.tagName.toLowerCase()}[data-slot=${element.dataset['slot'] ?? ''}] "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`
      })
  })
}

/**
 * Runs in the page: the sheet and every visible data-slot element in it whose scroll width is wider
 * than the viewport, any of them that scrolls sideways (content wider than its own box), and any
 * heading cut short.
 */
export function widerThanViewport(): string[] {
  const width = document.documentElement.clientWidth
  const sheet = document.querySelector<HTMLElement>('[data-slot="dialog-content"]')
  if (!sheet) return ['no sheet']
  const found: string[] = []
  if (document.documentElement.scrollWidth > width) found.push(`document scrollWidth ${document.documentElement.scrollWidth}px`)
  for (const element of [sheet, ...sheet.querySelectorAll<HTMLElement>('[data-slot]')]) {
    const slot = element.dataset['slot']
    // Screen-reader-only text (the dialog's description) is a clipped 1×1 px box: nothing shows.
    const box = element.getBoundingClientRect()
    if (box.width <= 1 && box.height <= 1) continue
    if (element.scrollWidth > width) found.push(`[data-slot=${slot}] scrollWidth ${element.scrollWidth}px`)
    const overflowX = getComputedStyle(element).overflowX
    if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
      found.push(`[data-slot=${slot}] scrolls sideways: ${element.scrollWidth}px in ${element.clientWidth}px`)
    }
  }
  // A heading cut short (an ellipsis, or lines clamped away) loses what the view is.
  for (const heading of sheet.querySelectorAll<HTMLElement>('h1, h2, h3')) {
    if (heading.scrollWidth > heading.clientWidth + 1 || heading.scrollHeight > heading.clientHeight + 1) {
      found.push(
        `${heading.tagName.toLowerCase()}[data-slot=${heading.dataset['slot']}] "${heading.textContent}" cut: ${heading.scrollWidth}×${heading.scrollHeight}px in ${heading.clientWidth}×${heading.clientHeight}px`,
      )
    }
  }
  return found
}
