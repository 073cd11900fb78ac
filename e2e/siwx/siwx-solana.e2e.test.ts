import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSolanaWalletScript } from '../../apps/solana-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { localSolanaReference } from '../../registry/lib/chains/define-local-solana-network'
import { parseSiwxMessage } from '../../registry/lib/siwx/parse-siwx-message'
import type { SiwxSession } from '../../registry/lib/siwx/siwx-types'
import { verifySiwxSession } from '../../registry/lib/siwx/verify-siwx-session'
import { launchChromium, type Browser } from '../support/browser'
import { prepareHostApp } from '../support/host-app'
import { artifactsDir, hostMode } from '../support/session'
import { serveStatic, type StaticServer } from '../support/static-server'
import { siwxHostSource } from './siwx-host-source'
import { expectAbsentFor } from '../support/absent'
import { pageWithCleanStorage } from '../support/clean-storage'

// SIWX with a Solana account through the modal: the sign-in host (siwx-host-source) whose only
// network is devnet's local SVM, and the Devnet Solana Wallet (wallet-standard, a devnet dev key).
// The sign view asks the wallet for solana:signMessage over the CAIP-122 text; the session must
// verify with ed25519 in the lib (browser sessions) and at devnet's session service (API sessions).

let devnet: Devnet
let server: StaticServer
let browser: Browser

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['solana', 'services'] })
  const host = await prepareHostApp('e2e-siwx-solana', hostMode(), {
    items: ['siwx-view', 'siwx-browser-sessions', 'siwx-api-sessions'],
    appSource: (roots, mode) => siwxHostSource(roots, mode, { solana: true }),
  })
  server = await serveStatic(host.dist)
  browser = await launchChromium()
  await browser.context.addInitScript(
    await buildSolanaWalletScript({ secretKey: devnet.solanaAccounts[0]!.secretKey, rpcUrl: devnet.urls.solanaRpc }),
  )
  await browser.context.addInitScript(
    `window.__walletkitHost = ${JSON.stringify({ services: devnet.urls.services, solanaRpc: devnet.urls.solanaRpc, chains: [] })};`,
  )
}, 600_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

const signView = (page: Page) => page.getByRole('dialog').locator('[data-slot="siwx-sign-message-view"]')
const storedSessions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('@walletkit/siwx_sessions') ?? '[]') as SiwxSession[])

/** A fresh page with nothing stored, whose wallet remembers the site across reloads (as Phantom does). */
const freshPage = (query: string): Promise<Page> =>
  pageWithCleanStorage(browser.context, `${server.url}/${query}`, { 'devnet-solana-wallet:remember-site': 'no' })

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await signView(page).waitFor()
}

describe('SIWX with a Solana account through the modal in Chromium', () => {
  test('behavior: required browser sessions: the sign view asks for the CAIP-122 Solana message, a refusal shows "Signature declined", the ed25519 signature verifies with the lib, reload keeps the session', async () => {
    const page = await freshPage('?siwx=browser&required=1')
    const me = devnet.solanaAccounts[0]!.publicKey
    await connect(page)
    const dialog = page.getByRole('dialog')
    expect(await signView(page).getAttribute('data-required')).toBe('true')
    expect(await dialog.locator('[data-slot="siwx-sign-message-headline"]').textContent()).toBe('walletkit host wants you to sign in')
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-solana-dark.png') })

    await page.evaluate(() =>
      (window as unknown as { __devnetSolanaWallet: { rejectNextRequest(): void } }).__devnetSolanaWallet.rejectNextRequest(),
    )
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    expect(await signView(page).getAttribute('data-state')).toBe('error')

    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(me)
    const [stored] = await storedSessions(page)
    const host = new URL(server.url).host
    expect(stored!.message.split('\n').slice(0, 5)).toEqual([
      `${host} wants you to sign in with your Solana account:`,
      me,
      '',
      'Sign in to the walletkit e2e host.',
      '',
    ])
    expect(stored!.message).toContain(`\nChain ID: ${localSolanaReference}\n`)
    expect(parseSiwxMessage(stored!.message)).toEqual(stored!.data)
    expect(stored!.data.chainId).toBe(`solana:${localSolanaReference}`)
    // ed25519 over the UTF-8 text, by the dev key: directly, and through the lib's verifier.
    const signature = base58.decode(stored!.signature)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, new TextEncoder().encode(stored!.message), base58.decode(me))).toBe(true)
    await verifySiwxSession(stored!, { domain: host })
    await expect(
      verifySiwxSession(
        {
          ...stored!,
          message: stored!.message.replace('Sign in to', 'Sign into'),
          data: { ...stored!.data, statement: 'Sign into the walletkit e2e host.' },
        },
        { domain: host },
      ),
    ).rejects.toThrow('the signature is not the account’s')

    // Reload: the wallet restores the account silently and the stored session holds; nothing asked.
    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(me)
    await expectAbsentFor(page.getByRole('dialog'))
    await page.close()
  })

  test('behavior: required blockchain-API sessions: devnet verifies the ed25519 signature and keeps the session; reload keeps it; Disconnect on the sign view disconnects (light theme)', async () => {
    const page = await freshPage('?siwx=api&required=1&theme=light')
    const me = devnet.solanaAccounts[0]!.publicKey
    await connect(page)
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-solana-light.png') })
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(me)
    const held = await fetch(`${devnet.urls.services}/v1/sessions/solana:${localSolanaReference}:${me}?projectId=walletkit-e2e`).then(
      (r) => r.json() as Promise<{ sessions: SiwxSession[] }>,
    )
    expect(held.sessions).toHaveLength(1)
    expect(held.sessions[0]!.data.accountAddress).toBe(me)
    await verifySiwxSession(held.sessions[0]!, { domain: new URL(server.url).host })
    expect(await storedSessions(page)).toEqual([])

    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(me)
    await expectAbsentFor(page.getByRole('dialog'))

    // Signed out at the service: the next visit asks again, and Disconnect there ends the connection.
    const revoke = await fetch(`${devnet.urls.services}/v1/sessions/solana:${localSolanaReference}:${me}/revoke?projectId=walletkit-e2e`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci: held.sessions[0]!.data.nonce, signature: held.sessions[0]!.signature }),
    })
    expect(revoke.status).toBe(200)
    await page.reload()
    await signView(page).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('siwx-session').textContent()).toBe('no session')
    await page.close()
  })
})
