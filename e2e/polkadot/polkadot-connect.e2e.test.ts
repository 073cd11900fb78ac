import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { u8aWrapBytes } from '@polkadot/util'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildPolkadotWalletScript } from '../../apps/polkadot-wallet/src/index'
import { polkadotDevAccount } from '../../apps/devnet/src/services/polkadot-ledger'
import type { ImportRoots } from '../support/host-source'
import { artifactsDir } from '../support/session'
import { startWalletPage, type WalletPage } from '../support/wallet-page'

// The Devnet Polkadot Wallet (injected in window.injectedWeb3, //Alice sr25519) connected through
// the modal of a CLI-built host with the polkadot items and two Polkadot networks (devnet's local
// chain and Westend); a signRaw signature through useSignMessage verified with util-crypto (in
// Node and, through the `polkadot` item, in the page); balances from devnet's Polkadot ledger.

let suite: WalletPage

const MESSAGE = 'walletkit e2e: sign in with Polkadot'
const LOCAL = 'polkadot:9e4bc837986398d8c0387e8c2492d50d'
// The modal's view and height transitions end before a screenshot is taken. An animation cancelled
// meanwhile (the view changed under it) rejects `finished` with AbortError: that one is over too.
const settled = (page: Page): Promise<unknown> =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))).then(() => true))
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'

const appSource = (roots: ImportRoots) => `import { useEffect, useState } from 'react'
import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { useAccount } from '${roots.hooks}/use-account'
import { useSignMessage } from '${roots.hooks}/use-sign-message'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { defineLocalPolkadotNetwork } from '${roots.lib}/chains/define-local-polkadot-network'
import { westend } from '${roots.lib}/chains/polkadot-networks'

declare global {
  interface Window {
    __walletkitHost?: { services: string }
  }
}

const host = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787' }
const themeMode = new URLSearchParams(window.location.search).get('theme') === 'light' ? 'light' : 'dark'
const localPolkadot = defineLocalPolkadotNetwork({ rpcUrl: host.services })

function Sign() {
  const { address, caipAddress } = useAccount()
  const { signMessage, status, signature } = useSignMessage()
  const [verified, setVerified] = useState<string>('')
  useEffect(() => {
    if (!signature || !address) return
    // The verifier (util-crypto's WebAssembly) loads only when there is something to verify.
    void import('${roots.lib}/polkadot/verify-polkadot-signature')
      .then(({ verifyPolkadotSignature }) => verifyPolkadotSignature({ address, message: ${JSON.stringify(MESSAGE)}, signature }))
      .then((ok) => setVerified(String(ok)))
  }, [signature, address])
  return (
    <div className="flex max-w-xl flex-col items-center gap-2 break-all text-sm">
      <button type="button" onClick={() => void signMessage(${JSON.stringify(MESSAGE)})}>Sign message</button>
      <output data-testid="caip-address">{caipAddress ?? ''}</output>
      <output data-testid="signature" data-status={status} data-verified={verified}>{signature ?? ''}</output>
    </div>
  )
}

export function App() {
  return (
    <WalletKitProvider projectId="walletkit-e2e" metadata={{ name: 'walletkit polkadot host', description: 'Polkadot host', url: window.location.origin, icons: [] }} networks={[localPolkadot, westend]} theme={{ themeMode }} blockchainApiUrl={host.services} catalogueUrl={host.services} analyticsUrl={host.services}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <Sign />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`

beforeAll(async () => {
  suite = await startWalletPage('e2e-polkadot-connect', {
    services: ['services'],
    host: { items: ['use-sign-message', 'use-account', 'activity-view', 'polkadot'], appSource },
    wallets: () => [buildPolkadotWalletScript()],
  })
  await cryptoWaitReady()
}, 300_000)
afterAll(() => suite?.stop())

describe('Devnet Polkadot Wallet through the modal', () => {
  test('behavior: listed in Connect, connects //Alice as a CAIP-10 polkadot account, signs (verified with util-crypto), Account shows the ledger balance; the networks view switches to Westend', async () => {
    const page = await suite.browser.context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(suite.server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const wallet = dialog.getByRole('button', { name: /Devnet Polkadot Wallet/ })
    await wallet.waitFor()
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-connect-dark.png') })
    await wallet.click()
    await dialog.waitFor({ state: 'detached' })
    expect(
      await page.evaluate(
        () => (window as unknown as { __devnetPolkadotWallet: { enabledBy: string[] } }).__devnetPolkadotWallet.enabledBy,
      ),
    ).toEqual(['walletkit polkadot host'])

    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const name = dialog.locator('[data-slot="account-view-name"]')
    await name.waitFor()
    expect(await name.getAttribute('data-address')).toBe(polkadotDevAccount.address)
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('25 DOT')
    expect(await page.getByTestId('caip-address').textContent()).toBe(`${LOCAL}:${polkadotDevAccount.address}`)
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-account-dark.png') })
    // Activity: the ledger stand-in keeps no transfers, so the list is empty (not an error).
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.locator('[data-slot="activity-view-empty"]').waitFor()
    await dialog.getByRole('tab', { name: 'Tokens' }).click()

    // The networks view lists both Polkadot networks; Westend reads its own ledger balance.
    await dialog.locator('[data-slot="account-view-network"]').click()
    const networks = dialog.locator('[data-slot="networks-view"]')
    await networks.waitFor()
    await expect
      .poll(() => networks.getByRole('button').allTextContents())
      .toEqual([expect.stringContaining('Polkadot Local'), expect.stringContaining('Westend')])
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-networks-dark.png') })
    await networks.getByRole('button', { name: /Westend/ }).click()
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('25 WND')
    expect(await page.getByTestId('caip-address').textContent()).toBe(`${WESTEND}:${polkadotDevAccount.address}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    const output = page.getByTestId('signature')
    await page.locator('[data-testid="signature"][data-status="signed"][data-verified="true"]').waitFor()
    const signature = (await output.textContent()) ?? ''
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const signed = u8aWrapBytes(new TextEncoder().encode(MESSAGE))
    expect(signatureVerify(signed, signature, polkadotDevAccount.address).isValid).toBe(true)
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode(`${MESSAGE}!`)), signature, polkadotDevAccount.address).isValid).toBe(
      false,
    )
    expect(errors).toEqual([])
    await page.close()
  })

  test('behavior: light theme; a declined authorisation can be tried again; a reload restores the session without a prompt', async () => {
    // The first test left this origin connected; start from a first visit.
    const page = await suite.newPage('?theme=light', { cleanStorage: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const wallet = dialog.getByRole('button', { name: /Devnet Polkadot Wallet/ })
    await wallet.waitFor()
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-connect-light.png') })
    // The user declines the extension's authorisation first: 'Connection declined', then Try again connects.
    await page.evaluate(() =>
      (window as unknown as { __devnetPolkadotWallet: { rejectNextRequest(): void } }).__devnetPolkadotWallet.rejectNextRequest(),
    )
    await wallet.click()
    await dialog.getByText('Connection declined').waitFor()
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-declined-light.png') })
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.waitFor({ state: 'detached' })
    const asked = await page.evaluate(
      () => (window as unknown as { __devnetPolkadotWallet: { enabledBy: string[] } }).__devnetPolkadotWallet.enabledBy.length,
    )
    expect(asked).toBe(1)

    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await expect.poll(() => page.getByTestId('caip-address').textContent()).toBe(`${LOCAL}:${polkadotDevAccount.address}`)
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('25 DOT')
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-account-light.png') })
    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.locator('[data-slot="networks-view"]').waitFor()
    await settled(page)
    await page.screenshot({ path: join(artifactsDir, 'polkadot-networks-light.png') })
    await page.close()
  })
})
