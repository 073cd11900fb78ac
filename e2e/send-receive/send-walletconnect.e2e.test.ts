import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import type { Devnet } from '../../apps/devnet/src/index'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { fillSend } from '../support/send-form'
import { pairFromAllWallets } from '../support/walletconnect-pairing'
import { relayHostConfig, startWalletPage, type WalletPage } from '../support/wallet-page'

// Send through a WalletConnect session: the CLI-built host pairs with apps/wc-wallet over the
// local relay; the wallet signs with a devnet key and sends to anvil.
let suite: WalletPage
let devnet: Devnet
let wallet: WcWallet

beforeAll(async () => {
  suite = await startWalletPage('e2e-send-walletconnect', {
    services: ['evm', 'services', 'relay'],
    host: { items: ['send-view'] },
    hostConfig: relayHostConfig,
    offline: true,
  })
  devnet = suite.devnet
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: devnet.evmAccounts[2]!.privateKey,
  })
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await suite?.stop()
})

const node = () => createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })

describe('Send through WalletConnect in Chromium', () => {
  test('behavior: a paired wallet sends ETH and DUSD from Send; anvil shows exactly those amounts arriving', async () => {
    const page = await suite.newPage()
    const dialog = page.getByRole('dialog')
    await pairFromAllWallets(page, wallet)
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-name"]').waitFor()
    expect((await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address'))?.toLowerCase()).toBe(
      wallet.address.toLowerCase(),
    )

    const to = devnet.evmAccounts[7]!.address
    const [ethBefore, dusdBefore] = [
      await node().getBalance({ address: to }),
      await node().readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ]
    for (const [symbol, amount] of [
      ['ETH', '0.042'],
      ['DUSD', '3'],
    ] as const) {
      const view = await fillSend(dialog, symbol, amount, to)
      await view.locator('[data-slot="send-view-submit"]').click()
      await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
      // Let the toast go before the next Send: it sits over the submit button.
      await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'hidden' })
    }
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(2)
    expect(await node().getBalance({ address: to })).toBe(ethBefore + parseEther('0.042'))
    expect(await node().readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(
      dusdBefore + 3_000_000n,
    )
    await page.close()
  })
})
