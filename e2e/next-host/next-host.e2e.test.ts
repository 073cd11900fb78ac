import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { ConsoleMessage } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { ensureCliBuilt, repoRoot } from '../support/host-app'

// templates/next-app set up as cli/test/templates.e2e.test.ts does (init, add connect-modal),
// with a page that renders the button and the modal, built by `next build` and served by
// `next start`. The devnet URLs reach the page at request time (a dynamic server page reads them
// from the environment), so the server and the browser render with the same configuration.

const root = join(repoRoot, '.tmp', 'e2e-next-host')
const tool = (path: string) => join(repoRoot, 'node_modules', path)
let devnet: Devnet
let browser: Browser
let server: ChildProcess | undefined
let url: string

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`)
}

const providers = `'use client'

import type { ReactNode } from 'react'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import type { Network } from '@/lib/walletkit/chains/types'
import { defineLocalEvmNetwork } from '@/lib/walletkit/chains/define-local-evm-network'
import type { InitialConnection } from '@/lib/walletkit/state/connection/session-cookie'

export type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

export function Providers({ config, initialConnection, children }: { config: HostConfig; initialConnection: InitialConnection | undefined; children: ReactNode }) {
  const networks: Network[] = config.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
  return (
    <WalletKitProvider
      projectId="walletkit-e2e"
      metadata={{ name: 'walletkit next host', description: 'A Next host made with the walletkit CLI', url: 'http://127.0.0.1', icons: [] }}
      networks={networks}
      blockchainApiUrl={config.services}
      catalogueUrl={config.services}
      analyticsUrl={config.services}
      initialConnection={initialConnection}
      sessionCookie
    >
      {children}
    </WalletKitProvider>
  )
}
`

const page = `import { cookies } from 'next/headers'
import { ConnectButton } from '@/components/walletkit/connect-button'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import { readSessionCookie, SESSION_COOKIE_NAME } from '@/lib/walletkit/state/connection/session-cookie'
import { Providers, type HostConfig } from './providers'

// Rendered per request: the devnet's ports are known only when the server starts.
export const dynamic = 'force-dynamic'

export default async function Home() {
  const config = JSON.parse(process.env.WALLETKIT_E2E_HOST ?? '{"services":"http://127.0.0.1:8787","chains":[]}') as HostConfig
  // A returning visitor's last connection, so the server HTML already shows their account.
  const initialConnection = readSessionCookie((await cookies()).get(SESSION_COOKIE_NAME)?.value)
  return (
    <Providers config={config} initialConnection={initialConnection}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">walletkit + Next.js</h1>
        <ConnectButton />
        <WalletKitModal />
      </main>
    </Providers>
  )
}
`

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  cpSync(join(repoRoot, 'templates/next-app'), root, { recursive: true })
  ensureCliBuilt()
  const cli = join(repoRoot, 'cli/dist/index.js')
  run(process.execPath, [cli, 'init', '--yes', '--no-install', '--cwd', root])
  run(process.execPath, [cli, 'add', 'connect-modal', '--yes', '--no-install', '--cwd', root, '--registry', repoRoot])
  writeFileSync(join(root, 'app/providers.tsx'), providers)
  writeFileSync(join(root, 'app/page.tsx'), page)
  run(process.execPath, [tool('next/dist/bin/next'), 'build'])

  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  const port = await freePort()
  url = `http://127.0.0.1:${port}/`
  server = spawn(process.execPath, [tool('next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WALLETKIT_E2E_HOST: JSON.stringify({ services: devnet.urls.services, chains }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Ready when it answers 200 (polled: next start prints no machine-readable ready line).
  const deadline = Date.now() + 60_000
  while ((await fetch(url).then((r) => r.status, () => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url} within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  browser = await launchChromium()
  await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
})
afterAll(async () => {
  server?.kill()
  await browser?.close()
  await devnet?.stop()
  rmSync(root, { recursive: true, force: true })
})

describe('Next template host served by next start', () => {
  test('behavior: the server HTML already holds the Connect Wallet button, before any script runs', async () => {
    const html = await (await fetch(url)).text()
    const button = /<button[^>]*data-slot="connect-button"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0]
    expect(button).toBeDefined()
    expect(button).toContain('Connect Wallet')
    expect(button).toContain('data-state="disconnected"')
  })

  test('behavior: hydrates without a warning or error, and the modal connects the Devnet Wallet', async () => {
    const page = await browser.context.newPage()
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await page.goto(url)
    // The click opens the modal only once React has hydrated the server's button.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await dialog.locator('[data-section="injected"]').getByRole('button', { name: /Devnet Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const name = dialog.locator('[data-slot="account-view-name"]')
    await name.waitFor()
    expect((await name.getAttribute('data-address'))?.toLowerCase()).toBe(devnet.evmAccounts[0]!.address.toLowerCase())
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ ETH$/)
    // The template ships no favicon: Chromium's own /favicon.ico request 404s (the host's, not
    // walletkit's). Nothing else may fail, warn or report a hydration mismatch.
    expect(problems.filter((line) => !(line.startsWith('error: Failed to load resource') && line.endsWith(`(${url}favicon.ico)`)))).toEqual([])
    await page.close()
  })

  test('behavior: a returning visitor: the server HTML holds the account button, Connect Wallet is never painted, the wallet confirms; a wallet that says no ends cleanly disconnected', async () => {
    const page = await browser.context.newPage()
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    // Every animation frame from navigation start: what the connect button said.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __buttonStates: string[] }).__buttonStates = seen
      const look = () => {
        const button = document.querySelector('[data-slot="connect-button"]')
        const state = button ? `${button.getAttribute('data-state')}:${button.textContent}` : 'none'
        if (seen.at(-1) !== state) seen.push(state)
        requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    // A first visit: nothing from the test before. The test wallet remembers the site once connected, like an extension.
    await browser.context.clearCookies()
    await page.goto(url)
    await page.evaluate(() => {
      localStorage.clear()
      localStorage.setItem('devnet-wallet:remember-site', 'no')
    })
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').locator('[data-section="injected"]').getByRole('button', { name: /Devnet Wallet/ }).click()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    // The wallet reports its address in lower case: the button and the marker say it as it did.
    const address = devnet.evmAccounts[0]!.address.toLowerCase()
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`
    await expect.poll(async () => decodeURIComponent((await browser.context.cookies()).find((c) => c.name === 'walletkit.session')?.value ?? '')).toContain(address)

    problems.length = 0
    const response = await page.reload()
    const html = (await response?.text()) ?? ''
    const button = /<button[^>]*data-slot="connect-button"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? ''
    expect(button).toContain(`aria-label="Open account ${short}"`)
    expect(button).not.toContain('Connect Wallet')
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    const states = await page.evaluate(() => (window as unknown as { __buttonStates: string[] }).__buttonStates)
    expect(states.some((state) => state.includes('Connect Wallet') || state.startsWith('connecting'))).toBe(false)
    expect(states.at(-1)).toBe(`connected:${short}`)
    expect(problems).toEqual([])

    // The wallet forgets the site: the restore is refused, the page ends disconnected and the cookie goes.
    await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
    const again = await page.reload()
    expect(await again?.text()).toContain(`aria-label="Open account ${short}"`)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(async () => (await browser.context.cookies()).some((c) => c.name === 'walletkit.session')).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })
})
