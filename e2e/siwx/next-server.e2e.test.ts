import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { createSiwxMessage } from '../../registry/lib/siwx/create-siwx-message'
import { launchChromium } from '../support/browser'
import { ensureCliBuilt, repoRoot } from '../support/host-app'
import { nextSiwxHome, nextSiwxProviders } from './next-siwx-pages'

// `walletkit init --template next-app`, which scaffolds the template and adds the
// `siwx-next-server` item it comes with, then `next build`, `next start`, and real HTTP against it:
// the route handler and the server page run as a user's app would run them. The home page is the
// host developer's: the modal with a `siwx` that posts each signed session to /api/siwx.
let devnet: Devnet
let dir: string
let server: ChildProcess | undefined
let origin: string

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const hostChains = () => devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))

function run(args: string[], cwd: string): void {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  dir = mkdtempSync(join(repoRoot, '.tmp', 'e2e-siwx-next-'))
  ensureCliBuilt()
  const cli = join(repoRoot, 'cli/dist/index.js')
  run([cli, 'init', '--template', 'next-app', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot], repoRoot)
  run([cli, 'add', 'connect-modal', 'siwx-view', 'siwx-browser-sessions', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot], repoRoot)
  writeFileSync(join(dir, 'app/providers.tsx'), nextSiwxProviders)
  writeFileSync(join(dir, 'app/page.tsx'), nextSiwxHome)
  run([join(repoRoot, 'node_modules/next/dist/bin/next'), 'build'], dir)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const rpcUrls = Object.fromEntries(devnet.evmChains.map((chain) => [`SIWX_RPC_URL_${chain.chainId}`, chain.rpcUrl]))
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...rpcUrls, WALLETKIT_E2E_HOST: JSON.stringify({ services: devnet.urls.services, chains: hostChains() }) }
  server = spawn(process.execPath, [join(repoRoot, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' })
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${origin}/signed-in`).then((r) => r.ok, () => false)
    if (up) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('next start did not answer')
}, 900_000)

afterAll(async () => {
  server?.kill()
  await devnet?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the next-app template with its SIWX server example, built and served', () => {
  test('default: the template comes with the siwx-next-server item, added by the CLI (host aliases, in the lock file), not a copy of its own', () => {
    expect(existsSync(join(repoRoot, 'templates/next-app/app/api/siwx'))).toBe(false)
    expect(readFileSync(join(dir, 'app/api/siwx/route.ts'), 'utf8')).toContain("import { verifySiwxSession } from '@/lib/walletkit/siwx/verify-siwx-session'")
    const lock = JSON.parse(readFileSync(join(dir, 'walletkit.lock.json'), 'utf8')) as { items: Record<string, { files: Array<{ target: string }> }> }
    expect(lock.items['siwx-next-server']?.files.map((file) => file.target)).toEqual(['app/api/siwx/route.ts', 'app/signed-in/page.tsx'])
  })

  test('behavior: a real session is accepted and the server page shows the address; a tampered one is refused', async () => {
    const signer = privateKeyToAccount(devnet.evmAccounts[3]!.privateKey)
    const { data, text } = createSiwxMessage({ accountAddress: signer.address, chainId: `eip155:${devnet.evmChains[0]!.chainId}`, domain: new URL(origin).host, uri: origin, expiresInMs: 600_000 })
    const session = { data, message: text, signature: await signer.signMessage({ message: text }) }

    const page = async (cookie?: string) => (await fetch(`${origin}/signed-in`, cookie ? { headers: { cookie } } : {})).text()
    expect(await page()).toContain('Not signed in')

    const tampered = await fetch(`${origin}/api/siwx`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...session, signature: `${session.signature.slice(0, -2)}${session.signature.endsWith('1b') ? '1c' : '1b'}` }) })
    expect(tampered.status).toBe(401)
    expect(tampered.headers.get('set-cookie')).toBeNull()

    const accepted = await fetch(`${origin}/api/siwx`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(session) })
    expect(accepted.status).toBe(200)
    const setCookie = accepted.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    const cookie = setCookie.split(';')[0] ?? ''
    expect(await page(cookie)).toContain(`Signed in as ${signer.address}`)
    const me = await fetch(`${origin}/api/siwx`, { headers: { cookie } })
    expect(await me.json()).toEqual({ address: signer.address, chainId: data.chainId })
  })

  test('behavior: signed in through the modal in Chromium: the page posts the session to /api/siwx, the cookie is httpOnly, /signed-in shows the address from the server', async () => {
    const browser = await launchChromium()
    try {
      await browser.context.addInitScript(await buildTestWalletScript({ chains: hostChains(), writeDist: false }))
      const page = await browser.context.newPage()
      await page.goto(`${origin}/signed-in`)
      expect(await page.getByTestId('signed-in-address').textContent()).toBe('Not signed in')
      await page.goto(`${origin}/`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-section="injected"]').getByRole('button', { name: /Devnet Wallet/ }).click()
      await dialog.locator('[data-slot="siwx-sign-message-view"][data-required="true"]').waitFor()
      const posted = page.waitForResponse((response) => response.url() === `${origin}/api/siwx` && response.request().method() === 'POST')
      await dialog.getByRole('button', { name: 'Sign in' }).click()
      expect((await posted).status()).toBe(200)
      await dialog.waitFor({ state: 'detached' })
      // Page scripts cannot read the session cookie; the browser sends it, and the server decides.
      expect(await page.evaluate(() => document.cookie)).not.toContain('walletkit_siwx')
      expect((await browser.context.cookies(origin)).find((c) => c.name === 'walletkit_siwx')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
      await page.getByRole('link', { name: 'Who is signed in (server)' }).click()
      await expect.poll(() => page.getByTestId('signed-in-address').textContent()).toBe(`Signed in as ${devnet.evmAccounts[0]!.address}`)
    } finally {
      await browser.close()
    }
  })
})
