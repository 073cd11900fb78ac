import { spawn } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium, type Browser } from '../support/browser'
import { userEnv } from '../support/user-env'

const root = fileURLToPath(new URL('../..', import.meta.url))
const docs = join(root, 'apps', 'docs')

type IndexEntry = { type: 'story' | 'docs'; id: string; title: string; name: string }
type Theme = 'light' | 'dark'

let outDir: string
let server: Server
let baseUrl: string
let browser: Browser
let buildMs = 0

/** `storybook build --disable-telemetry` into a fresh directory under .tmp/. */
function buildStorybook(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const bin = join(root, 'node_modules', '.bin', 'storybook')
    const child = spawn(bin, ['build', '--disable-telemetry', '--quiet', '-o', dir], {
      cwd: docs,
      env: userEnv({ CI: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`storybook build exited with ${code}\n${output.slice(-4000)}`))))
  })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** A tiny static server: files only (404 otherwise), cacheable so each story reload stays quick. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    if (path === '/favicon.ico') return void res.writeHead(204).end()
    const file = join(dir, path === sep || path === '/' ? 'index.html' : path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.statusCode = 404
      return void res.end('not found')
    }
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream')
    res.setHeader('cache-control', file.endsWith('.html') ? 'no-cache' : 'max-age=600')
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  )
}

beforeAll(async () => {
  mkdirSync(join(root, '.tmp'), { recursive: true })
  outDir = mkdtempSync(join(root, '.tmp', 'docs-storybook-'))
  const started = Date.now()
  await buildStorybook(outDir)
  buildMs = Date.now() - started
  ;({ server, url: baseUrl } = await serve(outDir))
  browser = await launchChromium({ reducedMotion: 'reduce' })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve()))
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

// Stories whose seeded data must show: the selector proves the stores (or fixtures) reached the view.
const seeded: Record<string, string> = {
  'views-connect--default': '[data-slot="wallet-section"][data-section="injected"] [data-slot="list-item"]',
  'views-allwallets--default': '[data-slot="all-wallets-view"][data-count="24"] [data-slot="all-wallets-item"]',
  'views-connectingexternal--declined': '[data-slot="connecting-external-view"][data-status="error"]',
  'views-unsupportedchain--default': '[data-slot="unsupported-chain-view"] [data-slot="network-list"]',
  'views-networks--default': '[data-slot="network-list"] [data-active="true"][data-network="eip155:8453"]',
  'views-account--default': '[data-slot="account-view"] [data-slot="token-list-item"][data-symbol="USDC"]',
  'views-account--with-profile': '[data-slot="account-view-name"]:text("ada.eth")',
  'views-connectingwalletconnect--catalogue-wallet':
    '[data-slot="walletconnect-qr"][data-state="ready"] ~ [data-slot="walletconnect-deep-links"]',
  'views-emaillogin--default': '[data-slot="email-login-form"]',
  'views-emaillogin--code-step': '[data-slot="email-login-code"]',
  'views-connectingfarcaster--default': '[data-slot="connecting-farcaster-qr"]',
  'views-approvetransaction--sign-message': '[data-slot="approve-transaction-view"][data-status="pending"]',
  'views-modal--account': '[data-slot="modal-root"] [data-slot="account-view"]',
  'views-swap--quoted': '[data-slot="swap-view"] [data-slot="swap-details-rate"]',
  'views-send--resolved-name': '[data-slot="send-view"][data-state="ready"] [data-slot="send-receiver-name"]:text("alice.reown.id")',
  'views-send--insufficient-gas': '[data-slot="send-view-gas-warning"]:text("Not enough ETH to pay the network fee")',
  'views-receive--default':
    '[data-slot="receive-view-qr"][data-state="ready"] ~ [data-slot="receive-view-networks"] [data-slot="receive-network"]',
  'views-swap--reverted': '[data-slot="swap-view-error"]:text("DevMarket: price moved beyond slippage")',
  'views-onramp--quoted': '[data-slot="onramp-view"] [data-slot="onramp-quote-purchase"]',
  'views-onramp--estimate': '[data-slot="onramp-quote"][data-estimate="true"] [data-slot="onramp-quote-estimate"]',
  'views-siwx--declined':
    '[data-slot="siwx-sign-message-view"][data-required="true"] [data-slot="siwx-sign-message-error"]:text("Signature declined")',
  'views-siwx--smart-account-failed': '[data-slot="siwx-sign-message-error"]:text("This application might not support Smart Accounts")',
  'views-registeraccountname--available':
    '[data-slot="register-account-name-availability"][data-availability="available"] ~ [data-slot="register-account-name-suggestions"]',
  'views-registeraccountname--registration-failed': '[data-slot="register-account-name-error"]:text("Name is already registered")',
  'views-registeraccountname--registered': '[data-slot="register-account-name-success-view"][data-status="success"]',
}

/** What a rendered story looks like from the outside: error overlay, theme, content. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const pageEl = document.querySelector<HTMLElement>('#storybook-root [data-slot="docs-page"]')
    const content = pageEl ? [...pageEl.children].find((child) => child.getBoundingClientRect().height > 0) : undefined
    const view = pageEl?.querySelector<HTMLElement>('[data-slot="docs-view"], [data-slot="modal-root"], [data-slot="connect-button"]')
    return {
      errorShown: document.body.classList.contains('sb-show-errordisplay'),
      errorMessage: document.querySelector('#error-message')?.textContent?.trim() ?? '',
      theme: pageEl?.dataset.wkTheme,
      viewTheme: view?.dataset.wkTheme,
      hasContent: Boolean(content),
      text: (pageEl?.innerText ?? '').trim().slice(0, 80),
    }
  })
}

async function expectRendered(page: Page, id: string, theme: Theme) {
  await page.waitForFunction(
    () => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
    undefined,
    { timeout: 10_000 },
  )
  // Views render once their seed has run: wait for content (or the error overlay).
  await page
    .waitForFunction(
      (wanted) => {
        if (document.body.classList.contains('sb-show-errordisplay')) return true
        const pageEl = document.querySelector<HTMLElement>('#storybook-root [data-slot="docs-page"]')
        if (pageEl?.dataset.wkTheme !== wanted) return false
        const view = pageEl.querySelector<HTMLElement>('[data-slot="docs-view"], [data-slot="modal-root"], [data-slot="connect-button"]')
        if (view && view.dataset.wkTheme !== wanted) return false
        return [...pageEl.children].some((child) => child.getBoundingClientRect().height > 0)
      },
      theme,
      { timeout: 10_000 },
    )
    .catch(() => undefined)
  const state = await inspect(page)
  expect(state.errorShown, `${id} (${theme}) shows the error overlay: ${state.errorMessage}`).toBe(false)
  expect(state.theme, `${id} page theme`).toBe(theme)
  expect(state.hasContent, `${id} (${theme}) rendered nothing`).toBe(true)
  if (state.viewTheme !== undefined) expect(state.viewTheme, `${id} view theme`).toBe(theme)
}

describe('apps/docs Storybook, built and opened in Chromium', () => {
  test('behavior: every story renders without error, in light and dark theme, with no request leaving the page', async () => {
    const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story')
    const titles = new Set(stories.map((story) => story.title))
    // Every registry primitive and view has its stories.
    for (const title of ['UI/Button', 'UI/Dialog', 'UI/Tabs', 'UI/Input', 'UI/Spinner', 'UI/WalletImage', 'UI/ListItem', 'UI/Snackbar'])
      expect(titles, title).toContain(title)
    for (const view of [
      'Connect',
      'AllWallets',
      'ConnectingExternal',
      'UnsupportedChain',
      'Networks',
      'Account',
      'ConnectingWalletConnect',
      'EmailLogin',
      'SocialLogin',
      'ConnectingFarcaster',
      'ApproveTransaction',
      'AccountTypeSwitch',
      'Swap',
      'OnRamp',
    ])
      expect(titles, view).toContain(`Views/${view}`)

    const pageErrors: string[] = []
    const consoleErrors: string[] = []
    const foreign: string[] = []
    const failed: string[] = []

    /** One tab visiting its share of the stories, each in both themes. */
    async function visit(share: Array<[number, IndexEntry]>) {
      const page = await browser.context.newPage()
      let current = ''
      page.on('pageerror', (error) => pageErrors.push(`${current}: ${error.message}`))
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(`${current}: ${message.text()}`))
      page.on('request', (request) => {
        const url = request.url()
        if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(`${current}: ${url}`)
      })
      page.on('response', (response) => response.status() >= 400 && failed.push(`${current}: ${response.status()} ${response.url()}`))
      for (const [i, story] of share) {
        // Half the stories open in light through the URL's globals and switch to dark through the
        // toolbar's global; the other half the other way round.
        const [first, second]: [Theme, Theme] = i % 2 === 0 ? ['light', 'dark'] : ['dark', 'light']
        current = story.id
        await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=themeMode:${first}`, {
          waitUntil: 'domcontentloaded',
        })
        await expectRendered(page, story.id, first)
        const selector = seeded[story.id]
        if (selector) await page.locator(`#storybook-root ${selector}`).first().waitFor({ timeout: 10_000 })
        await page.evaluate((themeMode) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } })
            .__STORYBOOK_ADDONS_CHANNEL__
          channel.emit('updateGlobals', { globals: { themeMode } })
        }, second)
        await expectRendered(page, story.id, second)
      }
      await page.close()
    }

    const started = Date.now()
    // Two tabs at once: the machine has two cores.
    const numbered = [...stories.entries()]
    const half = Math.ceil(numbered.length / 2)
    await Promise.all([visit(numbered.slice(0, half)), visit(numbered.slice(half))])
    const visitMs = Date.now() - started

    expect(pageErrors).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(foreign).toEqual([])
    expect(failed).toEqual([])
    expect(stories.length).toBeGreaterThanOrEqual(40)
    for (const id of Object.keys(seeded)) expect(index.entries[id]?.type, id).toBe('story')
    console.info(
      `docs storybook: ${stories.length} stories, build ${(buildMs / 1000).toFixed(1)} s, ${stories.length * 2} renders in ${(visitMs / 1000).toFixed(1)} s`,
    )
  })
})
