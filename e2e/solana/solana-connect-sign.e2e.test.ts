import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSolanaWalletScript } from '../../apps/solana-wallet/src/index'
import type { Devnet } from '../../apps/devnet/src/index'
import type { ImportRoots } from '../support/host-source'
import { signHostSource } from '../support/sign-host-source'
import { startWalletPage, type WalletPage } from '../support/wallet-page'

// The Devnet Solana Wallet (wallet-standard, a devnet Solana dev key) connected through the
// modal of a CLI-built host configured with devnet's local SVM, then asked to sign a message
// through useSignMessage; the signature is checked with ed25519 against the key. SOL sends
// through the modal are covered by e2e/send-receive/send-solana.e2e.test.ts.

let suite: WalletPage
let devnet: Devnet

const MESSAGE = 'walletkit e2e: sign in with Solana'

const appSource = (roots: ImportRoots) =>
  signHostSource(roots, {
    message: MESSAGE,
    description: 'Solana host',
    networks: {
      imports: `import { defineLocalSolanaNetwork } from '${roots.lib}/chains/define-local-solana-network'`,
      hostDefaults: { services: 'http://127.0.0.1:8787', solanaRpc: 'http://127.0.0.1:8899' },
      setup: 'const solana = defineLocalSolanaNetwork({ rpcUrl: host.solanaRpc })',
      list: '[solana]',
    },
  })

beforeAll(async () => {
  suite = await startWalletPage('e2e-solana-connect-sign', {
    services: ['solana', 'services'],
    host: { items: ['use-sign-message'], appSource },
    wallets: ({ solanaAccounts, urls }) => [buildSolanaWalletScript({ secretKey: solanaAccounts[0]!.secretKey, rpcUrl: urls.solanaRpc })],
    hostConfig: ({ urls }) => ({ services: urls.services, solanaRpc: urls.solanaRpc }),
  })
  devnet = suite.devnet
}, 300_000)
afterAll(() => suite?.stop())

describe('Devnet Solana Wallet through the modal', () => {
  test('behavior: listed in Connect, connects to the dev key, signs a message that ed25519 verifies against that key', async () => {
    const page = await suite.newPage()
    const me = devnet.solanaAccounts[0]!.publicKey
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const wallet = dialog.getByRole('button', { name: /Devnet Solana Wallet/ })
    await wallet.waitFor()
    await wallet.click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const name = dialog.locator('[data-slot="account-view-name"]')
    await name.waitFor()
    expect(await name.getAttribute('data-address')).toBe(me)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    const output = page.getByTestId('signature')
    await page.locator('[data-testid="signature"][data-status="signed"]').waitFor()
    const signature = base58.decode((await output.textContent()) ?? '')
    expect(signature).toHaveLength(64)
    const publicKey = base58.decode(me)
    expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode(`${MESSAGE}!`), publicKey)).toBe(false)
    await page.close()
  })
})
