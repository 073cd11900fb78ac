import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import type { WcWallet } from '../../apps/wc-wallet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { prepareHostApp } from '../support/host-app'
import type { ImportRoots } from '../support/host-source'
import { signMessageButton } from '../support/host-source-fragments'
import { multiNamespaceHostScript, multiNamespaceHostSource, startMultiNamespaceWcWallet } from '../support/multi-namespace-host'
import { artifactsDir } from '../support/session'
import { serveStatic, type StaticServer } from '../support/static-server'

// A CLI-built host whose first network is Bitcoin regtest (then an anvil chain and Westend)
// connects the wc-wallet by the WalletConnect QR: one session carries bip122, eip155 and polkadot.
// Account shows the Bitcoin payment address and its ledger balance; useSignMessage signs on bip122
// through the session (BIP-322, verified with bip322-js); the polkadot side signs too (sr25519).

let devnet: Devnet
let server: StaticServer
let browser: Browser
let wallet: WcWallet

const MESSAGE = 'walletkit e2e: Bitcoin through WalletConnect'
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'

const appSource = (roots: ImportRoots) =>
  multiNamespaceHostSource(roots, {
    networks: ['bitcoinRegtest', 'evm', 'westend'],
    title: 'walletkit wc namespaces host',
    imports: signMessageButton.imports(roots),
    components: `\n${signMessageButton.component(MESSAGE)}\n`,
    body: '<Sign />',
  })

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, services: 0, relay: 0, solana: 0, frame: 0, only: ['evm', 'services', 'relay'] })
  const items = ['use-sign-message', 'connecting-walletconnect-view', 'connecting-walletconnect-basic-view']
  const host = await prepareHostApp('e2e-walletconnect-namespaces', 'cli', { items, appSource })
  server = await serveStatic(host.dist)
  browser = await launchChromium()
  await browser.context.addInitScript(multiNamespaceHostScript(devnet))
  // No request may leave the machine: WalletConnect's verify and telemetry hosts are refused at once.
  await browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  wallet = await startMultiNamespaceWcWallet(devnet)
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

async function connectThroughQr(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
  const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
  await qr.waitFor()
  await wallet.pair((await qr.getAttribute('data-uri')) ?? '')
  await dialog.waitFor({ state: 'detached' })
}

describe('WalletConnect with bip122 and polkadot namespaces in Chromium', () => {
  test('behavior: the QR session carries bip122, eip155 and polkadot; Account shows the Bitcoin address and balance; bip122 and polkadot messages are signed and verified', async () => {
    const page = await browser.context.newPage()
    await page.goto(server.url)
    const me = bitcoinDevPaymentAddress()
    await connectThroughQr(page)

    // The proposal asked for all three namespaces; the wallet approved them with its keys.
    const [session] = wallet.sessions()
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['bip122', 'eip155', 'polkadot'])
    const accounts = await page.evaluate(() => {
      const state = window.__walletkit?.connection.store.getState()
      return {
        active: state?.activeNamespace,
        caip: Object.fromEntries(Object.entries(state?.accounts ?? {}).map(([ns, a]) => [ns, a?.caipAddress])),
      }
    })
    const dot = wallet.polkadotAddress(WESTEND) ?? ''
    expect(accounts).toEqual({
      active: 'bip122',
      caip: {
        bip122: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${me}`,
        eip155: `eip155:${devnet.evmChains[0]!.chainId}:${wallet.address}`,
        polkadot: `${WESTEND}:${dot}`,
      },
    })

    // Account: the Bitcoin payment address and the 1 BTC the ledger stand-in funds it with.
    const dialog = page.getByRole('dialog')
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') await page.goto(`${server.url}?theme=light`)
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      const name = dialog.locator('[data-slot="account-view-name"]')
      await name.waitFor()
      expect(await name.getAttribute('data-address')).toBe(me)
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toMatch(/^1 /)
      await page.screenshot({ path: join(artifactsDir, `walletconnect-bip122-account-${theme}.png`) })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }

    // useSignMessage on the active namespace: signMessage over the session, a BIP-322 signature.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.locator('[data-testid="signature"][data-status="signed"]').waitFor()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(Verifier.verifySignature(me, MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(me, `${MESSAGE}!`, signature)).toBe(false)
    expect(wallet.requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { account: me, address: me, message: MESSAGE, protocol: 'bip322' },
    })

    // The polkadot account of the same session signs through the connector the connection keeps for it.
    const text = 'walletkit e2e: Polkadot through WalletConnect'
    const reply = (await page.evaluate(
      ([message, address]) =>
        window.__walletkit?.connection
          .getActiveConnector('polkadot')
          ?.request?.({ method: 'polkadot_signMessage', params: { message, address } }),
      [text, dot] as const,
    )) as { signature: string }
    expect(signatureVerify(text, reply.signature, dot).isValid).toBe(true)

    // The wallet ends the session: every namespace is disconnected.
    await wallet.disconnect()
    await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
    const statuses = await page.evaluate(() =>
      Object.values(window.__walletkit?.connection.store.getState().accounts ?? {}).map((a) => a?.status),
    )
    expect(statuses).toEqual(['disconnected', 'disconnected', 'disconnected'])
    await page.close()
  })
})
