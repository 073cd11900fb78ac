import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { Connection, PublicKey } from '@solana/web3.js'
import { buildSolanaWalletScript } from '../../apps/solana-wallet/src/index'
import { associatedTokenAddress } from '../../apps/devnet/src/solana/spl-token'
import type { Devnet } from '../../apps/devnet/src/index'
import type { ImportRoots } from '../support/host-source'
import { artifactsDir } from '../support/session'
import { decodeQr } from '../support/decode-qr'
import { openAccount } from '../support/open-account'
import { fillSend } from '../support/send-form'
import { startWalletPage, type WalletPage } from '../support/wallet-page'

// Solana Send and Receive through the modal of a CLI-built host configured with devnet's local
// SVM; the wallet is the Devnet Solana Wallet (wallet-standard, a devnet Solana dev key).
let suite: WalletPage
let devnet: Devnet

/** A host app on the local Solana network only, reading the devnet URLs from an init script. */
const solanaAppSource = (roots: ImportRoots) => `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { defineLocalSolanaNetwork } from '${roots.lib}/chains/define-local-solana-network'

declare global {
  interface Window {
    __walletkitHost?: { services: string; solanaRpc: string }
  }
}

const host = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787', solanaRpc: 'http://127.0.0.1:8899' }
const solana = defineLocalSolanaNetwork({ rpcUrl: host.solanaRpc })
const themeMode = new URLSearchParams(window.location.search).get('theme') === 'light' ? 'light' : 'dark'

export function App() {
  return (
    <WalletKitProvider projectId="walletkit-e2e" metadata={{ name: 'walletkit host', description: 'Solana host', url: window.location.origin, icons: [] }} networks={[solana]} blockchainApiUrl={host.services} catalogueUrl={host.services} analyticsUrl={host.services} theme={{ themeMode }}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">walletkit + Vite (Solana)</h1>
        <ConnectButton />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`

beforeAll(async () => {
  suite = await startWalletPage('e2e-send-solana', {
    services: ['solana', 'services'],
    host: { items: ['send-view', 'receive-view'], appSource: solanaAppSource },
    wallets: ({ solanaAccounts, urls }) => [buildSolanaWalletScript({ secretKey: solanaAccounts[0]!.secretKey, rpcUrl: urls.solanaRpc })],
    hostConfig: ({ urls }) => ({ services: urls.services, solanaRpc: urls.solanaRpc }),
  })
  devnet = suite.devnet
  await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url })
}, 300_000)
afterAll(() => suite?.stop())

const me = () => devnet.solanaAccounts[0]!.publicKey
const connection = () => new Connection(devnet.urls.solanaRpc)
const dusdOf = async (owner: string) => {
  const account = await connection().getAccountInfo(associatedTokenAddress(new PublicKey(owner), new PublicKey(devnet.splToken!.mint)))
  return account ? Buffer.from(account.data).readBigUInt64LE(64) : 0n
}
const shot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `${name}.png`) })

async function send(page: Page, dialog: Locator, symbol: string, amount: string, to: string): Promise<void> {
  const view = await fillSend(dialog, symbol, amount, to)
  await page.waitForTimeout(200)
  await shot(page, `send-view-solana-${symbol.toLowerCase()}-dark`)
  // The previous send's 'Transaction started' may still be up (2.2 s): wait it out, so the text below is this send's.
  await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'detached' })
  await view.locator('[data-slot="send-view-submit"]').click()
  await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
}

describe('Solana Send and Receive in Chromium', () => {
  test('behavior: the Devnet Solana Wallet sends SOL and DUSD through the modal; the SVM balances move by exactly the amounts', async () => {
    const page = await suite.newPage()
    const dialog = await openAccount(page, /Devnet Solana Wallet/)
    expect(await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')).toBe(me())
    const to = devnet.solanaAccounts[2]!.publicKey
    const [solBefore, dusdBefore] = [await connection().getBalance(new PublicKey(to)), await dusdOf(to)]
    await send(page, dialog, 'SOL', '0.5', to)
    expect(await connection().getBalance(new PublicKey(to))).toBe(solBefore + 500_000_000)
    await send(page, dialog, 'DUSD', '4.2', to)
    expect(await dusdOf(to)).toBe(dusdBefore + 4_200_000n)
    expect(await page.evaluate(() => (window as unknown as { __devnetSolanaWallet: { signed: number } }).__devnetSolanaWallet.signed)).toBe(
      2,
    )
    await page.close()
  })

  test('behavior: Receive shows the Solana address as a QR that decodes to it and the local Solana network', async () => {
    const page = await suite.newPage('?theme=light')
    const dialog = await openAccount(page, /Devnet Solana Wallet/)
    await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
    const qr = dialog.locator('[data-slot="receive-view-qr"][data-state="ready"]')
    await qr.waitFor()
    expect(await decodeQr(qr)).toBe(me())
    expect(
      await dialog.locator('[data-slot="receive-network"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-network'))),
    ).toEqual([devnet.solanaNetworkId])
    await page.waitForTimeout(200)
    await shot(page, 'receive-view-solana-light')
    await page.close()
  })
})
