import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { relayHostConfig, startWalletPage, type WalletPage } from '../support/wallet-page'
import { buildWalletConnectHost } from '../walletconnect/host'

// The Verify API is configuration (ServiceUrls.verifyUrl): pointed at devnet's stand-in, a pairing
// registers the page there and nothing leaves 127.0.0.1 (it called verify.walletconnect.org before).
let suite: WalletPage
let wallet: WcWallet

beforeAll(async () => {
  suite = await startWalletPage('e2e-engines-verify', {
    services: ['evm', 'services', 'relay'],
    build: buildWalletConnectHost,
    hostConfig: relayHostConfig,
  })
  const { devnet } = suite
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    verifyUrl: `${devnet.urls.services}/verify`,
    projectId: 'walletkit-e2e',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: devnet.evmAccounts[0]!.privateKey,
  })
})
afterAll(async () => {
  await wallet?.stop()
  await suite?.stop()
})

describe('the WalletConnect Verify API from configuration', () => {
  test('behavior: a pairing registers with the configured verifyUrl (devnet) and no request leaves 127.0.0.1', async () => {
    const outside: string[] = []
    // Nothing is aborted here: a request to the internet would be seen, not hidden by a refusal.
    suite.browser.context.on('request', (request) => {
      const { hostname } = new URL(request.url())
      if (/^https?:/.test(request.url()) && hostname !== '127.0.0.1' && hostname !== 'localhost') outside.push(request.url())
    })
    const attestations: string[] = []
    suite.browser.context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/verify/v3/attestation')
        attestations.push(`${response.status()} ${new URL(response.url()).origin}`)
    })
    const page = await suite.newPage()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
    const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
    await qr.waitFor()
    await wallet.pair((await qr.getAttribute('data-uri')) ?? '')
    await dialog.waitFor({ state: 'detached' })
    expect(attestations).toEqual([`200 ${suite.devnet.urls.services}`])
    expect(outside).toEqual([])
    await page.close()
  })
})
