import { join } from 'node:path'
import { verifyMessage, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { walletConnectHostSource } from '../walletconnect/host-app-source'
import { openedDeepLinks, phoneArtifactsDir, startPhoneSession, type PhoneSession } from './phone-session'

// Issue 30, mobile wallet hand-off: on a phone, picking a catalogue wallet opens its app with the
// pairing URI as soon as the URI exists (no QR code), "Open" opens it again, coming back to the page
// resumes the waiting view, the wallet approves and the page shows the account; a later sign request
// brings the wallet app to the front again. The store links come from the devnet catalogue.
// The deep links are recorded by the phone session (window.open with '_self'), not followed.

let session: PhoneSession
let wallet: WcWallet

beforeAll(async () => {
  // The WalletConnect test host: the kit on window.__walletkit, so the test sends a request through the session.
  session = await startPhoneSession('e2e-mobile-handoff', { items: ['connecting-walletconnect-view'], appSource: walletConnectHostSource })
  wallet = await startWcWallet({
    relayUrl: session.devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: session.devnet.urls.evmRpc,
    privateKey: session.devnet.evmAccounts[0]!.privateKey,
  })
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await session?.stop()
})

/** The page hides (the wallet app is in front) and shows again (the user came back). */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const setState = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    setState('hidden')
    setState('visible')
  })
}

describe('mobile wallet hand-off in Chromium (390×844, touch, iOS user agent)', () => {
  test('behavior: the wallet app opens with the URI once it exists, the wallet approves, a later sign request opens the app again', async () => {
    const { context, page } = await session.newPhone()
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    // A phone without an injected wallet is no in-app browser: the SPEC order stands.
    await dialog.locator('[data-section="walletConnect"]').waitFor()
    expect(await dialog.locator('[data-section]').first().getAttribute('data-section')).toBe('walletConnect')
    expect(await openedDeepLinks(page)).toEqual([])

    await dialog.getByRole('button', { name: 'All Wallets' }).tap()
    const item = dialog.locator('[data-slot="all-wallets-item"]').first()
    await expect.poll(() => item.locator('[data-slot="all-wallets-item-name"]').textContent()).toBe('Aurora Wallet')
    await item.tap()

    // The pairing URI exists: the wallet app was opened with it, and no QR code is shown.
    await expect.poll(() => openedDeepLinks(page), { timeout: 20_000 }).toHaveLength(1)
    const [link] = await openedDeepLinks(page)
    expect(link).toMatch(/^aurorawallet:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    const uri = decodeURIComponent(link!.slice('aurorawallet://wc?uri='.length))
    const view = dialog.locator('[data-slot="connecting-walletconnect-view"][data-mobile="true"]')
    await view.waitFor()
    expect(await dialog.locator('[data-slot="walletconnect-qr"]').count()).toBe(0)
    expect(await view.getByText('Continue in Aurora Wallet').count()).toBe(1)

    // Not installed: the catalogue's App Store page (iOS) is offered.
    const storeLinks = dialog.locator('[data-slot="walletconnect-store-link"]')
    expect(await storeLinks.evaluateAll((links) => links.map((link) => [link.dataset['store'], link.getAttribute('href')]))).toEqual([
      ['appStore', 'https://apps.apple.com/app/aurorawallet'],
    ])
    await page.screenshot({ path: join(phoneArtifactsDir, 'handoff-waiting-390.png') })

    // Back from the wallet app without approving: the waiting view is still there, for that URI.
    await leaveAndComeBack(page)
    await view.locator('[data-slot="walletconnect-mobile"][data-returned="true"]').waitFor()
    expect(await view.getByText('Waiting for Aurora Wallet to approve').count()).toBe(1)
    await page.screenshot({ path: join(phoneArtifactsDir, 'handoff-returned-390.png') })

    // A blocked navigation: "Open" opens the same link again.
    await dialog.locator('[data-slot="walletconnect-open"]').tap()
    expect(await openedDeepLinks(page)).toEqual([link, link])

    // The wallet app got the URI: it pairs through the relay and approves.
    await wallet.pair(uri)
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    const address = await page.evaluate(() => window.__walletkit?.connection.store.getState().account?.address)
    expect(address?.toLowerCase()).toBe(wallet.address.toLowerCase())

    // A later request to the session: the wallet app that holds it comes to the front again.
    const message = '0x68616e646f6666' as const
    const signature = (await page.evaluate(
      ([msg, from]) =>
        window.__walletkit?.connection.getActiveConnector('eip155')?.request?.({ method: 'personal_sign', params: [msg, from] }),
      [message, wallet.address] as const,
    )) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
    expect(await openedDeepLinks(page)).toEqual([link, link, 'aurorawallet://wc'])
    // A read the node answers does not open the wallet.
    await page.evaluate(() => window.__walletkit?.connection.getActiveConnector('eip155')?.request?.({ method: 'eth_blockNumber' }))
    expect(await openedDeepLinks(page)).toHaveLength(3)

    // A phone often reloads the page it comes back to: the restored session still knows its app.
    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await page.evaluate(
      ([msg, from]) =>
        window.__walletkit?.connection.getActiveConnector('eip155')?.request?.({ method: 'personal_sign', params: [msg, from] }),
      [message, wallet.address] as const,
    )
    expect(await openedDeepLinks(page)).toEqual(['aurorawallet://wc'])
    await context.close()
  })
})
