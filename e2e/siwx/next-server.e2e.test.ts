import { spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { startServerProcess } from '../support/server-process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { request } from 'playwright-core'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { createSiwxMessage } from '../../registry/lib/siwx/create-siwx-message'
import { launchChromium } from '../support/browser'
import { ensureCliBuilt, repoRoot } from '../support/host-app'
import { writeGuideBlocks, writeGuideTests } from '../testing/testing-host'
import { nextSiwxHome, nextSiwxProviders } from './next-siwx-pages'
import { siwx } from '../../registry/testing/siwx'
import { expectAbsentFor } from '../support/absent'
import { userEnv } from '../support/user-env'

// `walletkit init --template next-app`, which scaffolds the template and adds the
// `siwx-next-server` item it comes with (and its client, `siwx-server-sessions`), then
// `next build`, `next start`, and real HTTP against it: the route handlers and the server page run
// as a user's app would run them. The home page is the host developer's: the modal with
// `createServerSiwx`, which asks the server for each nonce and posts each signed session to it.
let devnet: Devnet
let dir: string
let server: ChildProcess | undefined
let origin: string

const hostChains = () => devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))

function run(args: string[], cwd: string): void {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: userEnv({ NEXT_TELEMETRY_DISABLED: '1' }) })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  dir = mkdtempSync(join(repoRoot, '.tmp', 'e2e-siwx-next-'))
  ensureCliBuilt()
  const cli = join(repoRoot, 'cli/dist/index.js')
  run([cli, 'init', '--template', 'next-app', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot], repoRoot)
  run([cli, 'add', 'connect-modal', 'siwx-view', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot], repoRoot)
  writeFileSync(join(dir, 'app/providers.tsx'), nextSiwxProviders)
  writeFileSync(join(dir, 'app/page.tsx'), nextSiwxHome)
  run([join(repoRoot, 'node_modules/next/dist/bin/next'), 'build'], dir)
  const rpcUrls = Object.fromEntries(devnet.evmChains.map((chain) => [`SIWX_RPC_URL_${chain.chainId}`, chain.rpcUrl]))
  const started = await startServerProcess({
    cwd: dir,
    args: (port) => [join(repoRoot, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    // `next start` is production: the server trusts no Host header, so it is told its domain.
    env: (port) => ({
      SIWX_SECRET: 'e2e-next-server-secret-0123456789abcdef',
      SIWX_DOMAIN: `127.0.0.1:${port}`,
      ...rpcUrls,
      WALLETKIT_E2E_HOST: JSON.stringify({ services: devnet.urls.services, chains: hostChains() }),
    }),
    ready: /Ready in/,
    path: '/signed-in',
  })
  server = started.server
  origin = started.origin
}, 900_000)

afterAll(async () => {
  server?.kill()
  await devnet?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the next-app template with its SIWX server example, built and served', () => {
  test('default: the template comes with the siwx-next-server item and its client siwx-server-sessions, added by the CLI (host aliases, in the lock file), not a copy of its own', () => {
    expect(existsSync(join(repoRoot, 'templates/next-app/app/api/siwx'))).toBe(false)
    expect(readFileSync(join(dir, 'app/api/siwx/route.ts'), 'utf8')).toContain(
      "import { verifySiwxSession } from '@/lib/walletkit/siwx/verify-siwx-session'",
    )
    const lock = JSON.parse(readFileSync(join(dir, 'walletkit.lock.json'), 'utf8')) as {
      items: Record<string, { files: Array<{ target: string }> }>
    }
    expect(lock.items['siwx-next-server']?.files.map((file) => file.target)).toEqual([
      'app/api/siwx/route.ts',
      'app/api/siwx/nonce/route.ts',
      'app/signed-in/page.tsx',
    ])
    expect(lock.items['siwx-server-sessions']?.files.map((file) => file.target)).toEqual(['lib/walletkit/siwx/create-server-siwx.ts'])
    expect(existsSync(join(dir, 'lib/walletkit/siwx/create-browser-siwx.ts'))).toBe(false)
  })

  test('behavior: over HTTP: a session signed over the server’s nonce is accepted and the server page shows the address; a tampered one, a replayed one, a self-chosen nonce and another browser’s nonce are refused', async () => {
    const signer = privateKeyToAccount(devnet.evmAccounts[3]!.privateKey)
    const chainId = `eip155:${devnet.evmChains[0]!.chainId}` as const
    /** A browser asks for a nonce: the nonce and its cookie (httpOnly, SameSite=Strict, for /api/siwx). */
    const nonce = async () => {
      const response = await fetch(`${origin}/api/siwx/nonce`)
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('walletkit_siwx_nonce=')) ?? ''
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=strict/i)
      return { nonce: ((await response.json()) as { nonce: string }).nonce, cookie: cookie.split(';')[0] ?? '' }
    }
    const signed = async (value?: string) => {
      const { data, text } = createSiwxMessage({
        accountAddress: signer.address,
        chainId,
        domain: new URL(origin).host,
        uri: origin,
        expiresInMs: 600_000,
        nonce: value,
      })
      return { data, message: text, signature: await signer.signMessage({ message: text }) }
    }
    const post = (body: unknown, cookie: string) =>
      fetch(`${origin}/api/siwx`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })
    const reason = async (response: Response) => {
      expect(response.status).toBe(401)
      expect(response.headers.getSetCookie().some((line) => line.startsWith('walletkit_siwx='))).toBe(false)
      return ((await response.json()) as { reason: string }).reason
    }
    const page = async (cookie?: string) => (await fetch(`${origin}/signed-in`, cookie ? { headers: { cookie } } : {})).text()
    expect(await page()).toContain('Not signed in')

    const first = await nonce()
    const tampered = await signed(first.nonce)
    expect(
      await reason(
        await post(
          { ...tampered, signature: `${tampered.signature.slice(0, -2)}${tampered.signature.endsWith('1b') ? '1c' : '1b'}` },
          first.cookie,
        ),
      ),
    ).toBe('the signature is not the account’s')
    expect(await reason(await post(await signed(), (await nonce()).cookie))).toBe('the nonce was not issued to this browser')
    const victim = await nonce()
    expect(await reason(await post(await signed(victim.nonce), (await nonce()).cookie))).toBe('the nonce was not issued to this browser')

    const fresh = await nonce()
    const session = await signed(fresh.nonce)
    const accepted = await post(session, fresh.cookie)
    expect(accepted.status).toBe(200)
    const setCookie = accepted.headers.getSetCookie().find((line) => line.startsWith('walletkit_siwx=')) ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    const cookie = setCookie.split(';')[0] ?? ''
    expect(await page(cookie)).toContain(`Signed in as ${signer.address}`)
    const me = await fetch(`${origin}/api/siwx`, { headers: { cookie } })
    expect(await me.json()).toEqual({ address: signer.address, chainId, session })
    // Replayed with the nonce cookie it was signed under: that nonce is spent.
    expect(await reason(await post(session, fresh.cookie))).toBe('the nonce was already used')
  })

  test('behavior: signed in through the modal in Chromium with siwx-server-sessions: the nonce comes from the server, the cookie is httpOnly, /signed-in shows the address, a reload keeps the sign-in (GET), sign out clears it on the server', async () => {
    const browser = await launchChromium()
    try {
      await browser.context.addInitScript(await buildTestWalletScript({ chains: hostChains(), writeDist: false }))
      const page = await browser.context.newPage()
      const address = devnet.evmAccounts[0]!.address
      await page.goto(`${origin}/signed-in`)
      expect(await page.getByTestId('signed-in-address').textContent()).toBe('Not signed in')
      await page.goto(`${origin}/`)
      // The test wallet remembers the site across reloads only when the page opts in, as an extension would.
      await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .click()
      await dialog.locator('[data-slot="siwx-sign-message-view"][data-required="true"]').waitFor()
      const nonceReply = page.waitForResponse((response) => response.url() === `${origin}/api/siwx/nonce`)
      const posted = page.waitForResponse((response) => response.url() === `${origin}/api/siwx` && response.request().method() === 'POST')
      await dialog.getByRole('button', { name: 'Sign in' }).click()
      const { nonce } = (await (await nonceReply).json()) as { nonce: string }
      const post = await posted
      expect(post.status()).toBe(200)
      // The signed message carries the nonce the server issued to this browser.
      expect((post.request().postDataJSON() as { data: { nonce: string } }).data.nonce).toBe(nonce)
      await dialog.waitFor({ state: 'detached' })
      // Page scripts cannot read the session cookie; the browser sends it, and the server decides.
      expect(await page.evaluate(() => document.cookie)).not.toContain('walletkit_siwx')
      const cookies = await browser.context.cookies(origin)
      expect(cookies.find((c) => c.name === 'walletkit_siwx')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
      expect(cookies.some((c) => c.name === 'walletkit_siwx_nonce')).toBe(false)
      // Nothing of the session is kept in the page.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('siwx')))).toEqual([])
      await page.getByRole('link', { name: 'Who is signed in (server)' }).click()
      await expect.poll(() => page.getByTestId('signed-in-address').textContent()).toBe(`Signed in as ${address}`)

      // Reload: the wallet reconnects and the server answers GET with the session; no sign-in view.
      const asked = page.waitForResponse((response) => response.url() === `${origin}/api/siwx` && response.request().method() === 'GET')
      await page.goto(`${origin}/`)
      expect((await asked).status()).toBe(200)
      const signOut = page.getByRole('button', { name: `Sign out ${address}` })
      await signOut.waitFor()
      await expectAbsentFor(page.getByRole('dialog'))

      // Sign out: DELETE on the server, the cookie is gone, the server page no longer knows the account.
      const deleted = page.waitForResponse(
        (response) => response.url() === `${origin}/api/siwx` && response.request().method() === 'DELETE',
      )
      await signOut.click()
      expect((await deleted).status()).toBe(200)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect((await browser.context.cookies(origin)).some((c) => c.name === 'walletkit_siwx')).toBe(false)
      await page.goto(`${origin}/signed-in`)
      expect(await page.getByTestId('signed-in-address').textContent()).toBe('Not signed in')
    } finally {
      await browser.close()
    }
  })

  test("behavior: the testing item's siwx helpers against this server: signIn through the modal resolves with the server's session, another client is signed out, a declined signature throws the view's error, signOut ends the session on the server", async () => {
    const browser = await launchChromium()
    try {
      await browser.context.addInitScript(await buildTestWalletScript({ chains: hostChains(), writeDist: false }))
      const page = await browser.context.newPage()
      const address = devnet.evmAccounts[0]!.address
      await page.goto(`${origin}/`)
      await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
      await page.reload()
      const connect = async () => {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await page
          .getByRole('dialog')
          .locator('[data-section="injected"]')
          .getByRole('button', { name: /Devnet Wallet/ })
          .click()
      }
      // The user declines the signature: signIn says why, and nobody is signed in.
      await connect()
      await page.getByRole('dialog').locator('[data-slot="siwx-sign-message-view"]').waitFor()
      await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
      await expect(siwx.signIn(page)).rejects.toThrow(/siwx: sign-in failed: .*Signature declined/)
      expect(await siwx.session(page)).toBeUndefined()
      // Then signs on the same view: the last error does not count as this try's.
      const signedIn = await siwx.signIn(page)
      expect(signedIn).toMatchObject({ address, chainId: `eip155:${devnet.evmChains[0]!.chainId}` })
      expect(await siwx.session(page)).toEqual(signedIn)
      // A client without this browser's cookie (its own request context) is not signed in.
      const other = await request.newContext({ baseURL: origin })
      expect(await siwx.session(other)).toBeUndefined()
      await other.dispose()
      await siwx.signOut(page)
      expect(await siwx.session(page)).toBeUndefined()
      // Still connected, but the server no longer holds the session (it ended there: expired, or
      // signed out from another tab): signOut disconnects with nothing for the server to end. It
      // used to wait for a DELETE the kit never sends, until Playwright's timeout.
      // Connect again: the Devnet Wallet is now the recent wallet, listed first.
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Devnet Wallet/ })
        .first()
        .click()
      await siwx.signIn(page)
      expect((await page.request.delete(`${origin}/api/siwx`)).ok()).toBe(true)
      expect(await siwx.session(page)).toBeUndefined()
      const deletes: string[] = []
      page.on('request', (sent) => sent.method() === 'DELETE' && deletes.push(sent.url()))
      await siwx.signOut(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect(deletes).toEqual([])
    } finally {
      await browser.close()
    }
  })

  test("behavior: the testing guide's sign-in example (tests/playwright/sign-in.spec.ts, as the .mdx has it) passes in this host's own Playwright Test against this server", async () => {
    const cli = join(repoRoot, 'cli/dist/index.js')
    run([cli, 'add', 'testing', 'testing-playwright', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot], repoRoot)
    // The guide's fixtures and deploy hook as they are; the server is the one this file started, so
    // the config names it instead of a webServer.
    writeGuideTests(dir)
    writeGuideBlocks(dir, ['tests/playwright/sign-in.spec.ts'])
    writeFileSync(
      join(dir, 'playwright.config.ts'),
      `import { defineConfig } from '@playwright/test'
export default defineConfig({ testDir: 'tests/playwright', use: { baseURL: ${JSON.stringify(origin)}, launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } } })
`,
    )
    const result = spawnSync(
      process.execPath,
      [join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=line', 'tests/playwright/sign-in.spec.ts'],
      { cwd: dir, encoding: 'utf8', env: userEnv({ NO_COLOR: '1', CI: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }) },
    )
    expect(`${result.stdout}\n${result.stderr}`).toMatch(/\b1 passed\b/)
  })
})
