import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { verifySiwxSession } from '../../registry/lib/siwx/verify-siwx-session'
import type { SiwxSession } from '../../registry/lib/siwx/siwx-types'
import { artifactsDir, startSession, type Session } from '../support/session'
import { siwxHostSource } from './siwx-host-source'
import { expectAbsentFor } from '../support/absent'

// SIWX through the modal with a WalletConnect wallet: the sign-in host (e2e/siwx/siwx-host-source)
// with the WalletConnect views, the devnet relay, and apps/wc-wallet as the phone wallet. The
// wallet pairs with the modal's QR URI, then answers (or refuses) the personal_sign of the
// CAIP-122 message that the sign view asks for through the relay.

let session: Session
let wallet: WcWallet

beforeAll(async () => {
  session = await startSession('e2e-siwx-walletconnect', {
    services: ['relay'],
    host: {
      items: [
        'siwx-view',
        'siwx-browser-sessions',
        'siwx-api-sessions',
        'connecting-walletconnect-view',
        'connecting-walletconnect-basic-view',
      ],
      appSource: siwxHostSource,
    },
  })
  // No request may leave the machine: WalletConnect's verify and telemetry hosts are refused at once.
  await session.browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  const [chain] = session.devnet.evmChains
  // Another dev key than the injected Devnet Wallet's, so the connected address tells them apart.
  wallet = await startWcWallet({
    relayUrl: session.devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: chain!.rpcUrl,
    chainId: chain!.chainId,
    privateKey: session.devnet.evmAccounts[1]!.privateKey,
  })
}, 600_000)
afterAll(async () => {
  await wallet?.stop()
  await session?.stop()
})

const storedSessions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('@walletkit/siwx_sessions') ?? '[]') as SiwxSession[])
const signView = (page: Page) => page.getByRole('dialog').locator('[data-slot="siwx-sign-message-view"]')
const connected = (page: Page) => page.locator('[data-slot="connect-button"][data-state="connected"]')

/** A fresh page with nothing stored (the browser context keeps localStorage between pages). */
const freshPage = (query: string): Promise<Page> => session.newPage(query, { cleanStorage: true })

/** Connect → All Wallets → a catalogue wallet → the QR; the WalletConnect wallet scans it and approves. */
async function connectWithWalletConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  await dialog.locator('[data-slot="all-wallets-item"]').first().click()
  const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
  await qr.waitFor()
  await wallet.pair((await qr.getAttribute('data-uri')) ?? '')
}

/** The wallet ends its sessions and the page shows it, so the next test pairs afresh. */
async function endWalletSessions(page: Page): Promise<void> {
  if (wallet.sessions().length === 0) return
  await wallet.disconnect()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

describe('SIWX through WalletConnect in Chromium (local relay, wc-wallet)', () => {
  test('behavior: required browser sessions: the sign view opens after pairing, the modal cannot close, a refusal in the wallet shows "Signature declined" and stays, a signature keeps a verified session that survives reload', async () => {
    const page = await freshPage('?siwx=browser&required=1')
    await connectWithWalletConnect(page)
    const dialog = page.getByRole('dialog')
    await signView(page).waitFor()
    await dialog.getByRole('heading', { name: 'Sign In' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/siwx_sessions'))).toBeNull()
    expect(await signView(page).getAttribute('data-required')).toBe('true')
    expect(await dialog.locator('[data-slot="siwx-sign-message-headline"]').textContent()).toBe('walletkit host wants you to sign in')
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-walletconnect-dark.png') })

    // Escape asks the modal to close: it shakes and stays on the sign view.
    await page.keyboard.press('Escape')
    await page.locator('[data-slot="modal-card"][data-shake="true"]').waitFor()
    expect(await signView(page).isVisible()).toBe(true)

    // The wallet refuses the personal_sign it receives through the relay.
    const before = wallet.requests.length
    wallet.rejectNextRequest()
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    expect(await signView(page).getAttribute('data-state')).toBe('error')
    expect(wallet.requests.slice(before).map((r) => r.method)).toEqual(['personal_sign'])
    expect(await storedSessions(page)).toEqual([])

    // The wallet signs: the modal closes, the session is kept and verifies on anvil and with the lib.
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(wallet.address)
    const [stored] = await storedSessions(page)
    const chain = session.devnet.evmChains[0]!
    expect(stored?.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: `eip155:${chain.chainId}`,
      domain: new URL(session.server.url).host,
    })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.verifyMessage({ address: wallet.address, message: stored!.message, signature: stored!.signature as Hex })).toBe(
      true,
    )
    await verifySiwxSession(stored!, { domain: new URL(session.server.url).host, getEvmClient: () => client })
    // The text the wallet signed is the stored message: personal_sign carried its UTF-8 bytes.
    const [signedHex] = wallet.requests.at(-1)!.params as [Hex]
    expect(Buffer.from(signedHex.slice(2), 'hex').toString('utf8')).toBe(stored!.message)

    // Reload: sign-client restores the WalletConnect session and the stored sign-in holds; nothing asked.
    await page.reload()
    await connected(page).waitFor()
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(wallet.address)
    await expectAbsentFor(page.getByRole('dialog'))
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/active_connector_ids'))).toContain('walletConnect')
    await endWalletSessions(page)
    await page.close()
  })

  test('behavior: required sign-in: Disconnect on the sign view ends the WalletConnect session (light theme)', async () => {
    const page = await freshPage('?siwx=browser&required=1&theme=light')
    await connectWithWalletConnect(page)
    await signView(page).waitFor()
    const sessionsBefore = wallet.sessions().length
    expect(sessionsBefore).toBeGreaterThan(0)
    await page.waitForTimeout(200)
    await page.screenshot({ path: join(artifactsDir, 'siwx-sign-message-walletconnect-light.png') })
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('siwx-session').textContent()).toBe('no session')
    // The dapp's disconnect reaches the wallet through the relay.
    await expect.poll(() => wallet.sessions().length).toBe(sessionsBefore - 1)
    await page.close()
  })

  test('behavior: optional blockchain-API sessions: cancel closes and stays connected, reload asks again, a signature is stored at the service, reload keeps it', async () => {
    const page = await freshPage('?siwx=api')
    await connectWithWalletConnect(page)
    await signView(page).waitFor()
    expect(await signView(page).getAttribute('data-required')).toBeNull()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await connected(page).waitFor()
    expect(await page.getByTestId('siwx-session').textContent()).toBe('no session')

    // Back later: the WalletConnect session is restored, the sign view asks again, the user signs.
    await page.reload()
    await connected(page).waitFor()
    await signView(page).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(wallet.address)
    const chainId = session.devnet.evmChains[0]!.chainId
    const held = await fetch(
      `${session.devnet.urls.services}/v1/sessions/eip155:${chainId}:${wallet.address}?projectId=walletkit-e2e`,
    ).then((r) => r.json() as Promise<{ sessions: SiwxSession[] }>)
    expect(held.sessions).toHaveLength(1)
    expect(held.sessions[0]!.data.accountAddress).toBe(wallet.address)
    expect(await storedSessions(page)).toEqual([])

    await page.reload()
    await connected(page).waitFor()
    await expect.poll(() => page.getByTestId('siwx-session').textContent()).toBe(wallet.address)
    await expectAbsentFor(page.getByRole('dialog'))
    await endWalletSessions(page)
    await page.close()
  })
})
