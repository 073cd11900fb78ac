import { spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { ConsoleMessage, Page } from 'playwright-core'
import type { Devnet } from '../../apps/devnet/src/index'
import type { Browser } from './browser'
import { clearOriginStorage } from './clean-storage'
import { ensureCliBuilt, repoRoot } from './host-app'
import { userEnv } from './user-env'
import { startServerProcess } from './server-process'

/*
 * Server-rendered hosts (Next app and pages routers, React Router): made from a template with the
 * CLI, built by the framework's own build, served by its own server. The devnet's URLs reach the
 * server through WALLETKIT_E2E_HOST at request time, so one build serves any ports.
 */

export const tool = (path: string) => join(repoRoot, 'node_modules', path)
const cliEntry = () => join(repoRoot, 'cli/dist/index.js')

export function runIn(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: userEnv({ NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }),
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`)
}

/**
 * templates/<template> copied to .tmp/<name> (inside the repo, so the root node_modules resolve),
 * then init and add connect-modal from the repo's registry, or from WALLETKIT_E2E_REGISTRY (a
 * folder holding registry/, e.g. `git archive HEAD registry` unpacked while the tree is mid-edit).
 */
export function prepareTemplateHost(name: string, template: string): string {
  const root = join(repoRoot, '.tmp', name)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  cpSync(join(repoRoot, 'templates', template), root, { recursive: true })
  ensureCliBuilt()
  runIn(root, process.execPath, [cliEntry(), 'init', '--yes', '--no-install', '--cwd', root])
  runIn(root, process.execPath, [
    cliEntry(),
    'add',
    'connect-modal',
    '--yes',
    '--no-install',
    '--cwd',
    root,
    '--registry',
    process.env.WALLETKIT_E2E_REGISTRY ?? repoRoot,
  ])
  return root
}

/**
 * `next start` of the built app in `cwd` on a free loopback port (startServerProcess: ready once
 * it has listened and answers 200; a port taken meanwhile means another port).
 */
export async function startNext(cwd: string, env: Record<string, string>): Promise<{ server: ChildProcess; url: string }> {
  const { server, origin } = await startServerProcess({
    cwd,
    args: (port) => [tool('next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    env: () => env,
    ready: /Ready in/,
  })
  return { server, url: `${origin}/` }
}

/** Console errors and warnings, and uncaught errors, of a page: a hydration mismatch shows here. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

const serverButton = (html: string) => /<button[^>]*data-slot="connect-button"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? ''

/**
 * A returning visitor, as the issue asks of every server-rendered host: connect once, reload;
 * the server HTML holds the account button, a watch on every animation frame from navigation
 * start never sees "Connect Wallet" nor "Connecting", nothing warns; then the wallet forgets the
 * site and the next reload ends cleanly disconnected with the cookie gone. `address` is the
 * injected test wallet's account.
 */
export async function returningVisitor(
  browser: Browser,
  url: string,
  address: string,
  screenshot?: (page: Page, step: string) => Promise<unknown>,
): Promise<void> {
  const page = await browser.context.newPage()
  const problems = watchProblems(page)
  await page.addInitScript(() => {
    const seen: string[] = []
    const boxes: string[] = []
    const shifts: number[] = []
    Object.assign(window, { __buttonStates: seen, __buttonBoxes: boxes, __layoutShifts: shifts })
    const look = () => {
      const button = document.querySelector('[data-slot="connect-button"]')
      const state = button ? `${button.getAttribute('data-state')}:${button.textContent}` : 'none'
      if (seen.at(-1) !== state) seen.push(state)
      const r = button?.getBoundingClientRect()
      const box = r ? `${r.x},${r.y},${r.width},${r.height}` : 'none'
      if (boxes.at(-1) !== box) boxes.push(box)
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
    // Layout shifts the page made by itself (not in answer to input), from navigation start.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // A first visit. The test wallet remembers the site once connected, like an extension.
  await browser.context.clearCookies()
  await clearOriginStorage(page, new URL(url).origin, { 'devnet-wallet:remember-site': 'no' })
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .locator('[data-section="injected"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
  // The wallet reports its address in lower case: the button and the marker say it as it did.
  const lower = address.toLowerCase()
  const short = `${lower.slice(0, 6)}…${lower.slice(-4)}`
  await expect
    .poll(async () => decodeURIComponent((await browser.context.cookies()).find((c) => c.name === 'walletkit.session')?.value ?? ''))
    .toContain(lower)

  problems.length = 0
  const response = await page.reload()
  const button = serverButton((await response?.text()) ?? '')
  expect(button).toContain(`aria-label="Open account ${short}"`)
  expect(button).not.toContain('Connect Wallet')
  await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
  const { states, boxes, shifts } = await page.evaluate(() => {
    const seen = window as unknown as { __buttonStates: string[]; __buttonBoxes: string[]; __layoutShifts: number[] }
    return { states: seen.__buttonStates, boxes: seen.__buttonBoxes, shifts: seen.__layoutShifts }
  })
  expect(states.some((state) => state.includes('Connect Wallet') || state.startsWith('connecting'))).toBe(false)
  expect(states.at(-1)).toBe(`connected:${short}`)
  // No layout shift: the account button keeps the box the server's HTML gave it from its first frame,
  // and the page reports no shift of its own.
  expect(boxes.filter((box) => box !== 'none')).toHaveLength(1)
  expect(shifts).toEqual([])
  expect(problems).toEqual([])
  await screenshot?.(page, 'returning')

  // The wallet forgets the site: the restore is refused, the page ends disconnected and the cookie goes.
  await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
  const again = await page.reload()
  expect(await again?.text()).toContain(`aria-label="Open account ${short}"`)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await expect.poll(async () => (await browser.context.cookies()).some((c) => c.name === 'walletkit.session')).toBe(false)
  expect(problems).toEqual([])
  await screenshot?.(page, 'refused')
  await page.close()
}

/** The server HTML of a first visit holds the Connect Wallet button before any script runs. */
export async function expectServerConnectButton(url: string): Promise<void> {
  const button = serverButton(await (await fetch(url)).text())
  expect(button).toContain('Connect Wallet')
  expect(button).toContain('data-state="disconnected"')
}

/**
 * Hydration, then the modal connects the injected Devnet Wallet and Account shows `address` with
 * its ETH balance. Returns what the page warned or failed with, the template's missing favicon
 * left out (Chromium's own /favicon.ico request 404s: the host's, not walletkit's).
 */
export async function connectThroughModal(browser: Browser, url: string, address: string): Promise<string[]> {
  const page = await browser.context.newPage()
  const problems = watchProblems(page)
  await page.goto(url)
  // The click opens the modal only once React has hydrated the server's button.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog
    .locator('[data-section="injected"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await dialog.waitFor({ state: 'detached' })
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  const name = dialog.locator('[data-slot="account-view-name"]')
  await name.waitFor()
  expect((await name.getAttribute('data-address'))?.toLowerCase()).toBe(address.toLowerCase())
  await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ ETH$/)
  await page.close()
  return problems.filter((line) => !(line.startsWith('error: Failed to load resource') && line.endsWith(`(${url}favicon.ico)`)))
}

/** The after-all of a server-rendered host test: its server, browser, devnet and folder go. */
export async function stopSsrHost(parts: {
  server?: ChildProcess | undefined
  browser?: Browser | undefined
  devnet?: Devnet | undefined
  root?: string | undefined
}): Promise<void> {
  parts.server?.kill()
  await parts.browser?.close()
  await parts.devnet?.stop()
  if (parts.root) rmSync(parts.root, { recursive: true, force: true })
}
