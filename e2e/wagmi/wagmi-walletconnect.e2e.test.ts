import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, verifyTypedData, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { pairFromAllWallets } from '../support/walletconnect-pairing'
import { relayHostConfig, startWalletPage, type WalletPage } from '../support/wallet-page'
import { wagmiHostAppSource, wagmiMessage, wagmiSendWei, wagmiTransferUnits, wagmiTypedData } from './wagmi-host-source'

// issue 25 item 2, "through every way in": the same CLI-built wagmi host (`walletkit add
// connect-modal wagmi`), its own code only wagmi hooks, with the wallet paired over WalletConnect
// (apps/wc-wallet on the local relay, a devnet key sending to anvil) instead of an injected one.

let suite: WalletPage
let wallet: WcWallet
beforeAll(async () => {
  suite = await startWalletPage('e2e-wagmi-walletconnect', {
    services: ['evm', 'services', 'relay'],
    host: { items: ['wagmi'], appSource: (roots) => wagmiHostAppSource(roots) },
    hostConfig: relayHostConfig,
    offline: true,
  })
  const { devnet } = suite
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: devnet.evmAccounts[5]!.privateKey,
  })
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await suite?.stop()
})

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const status = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-status')

describe('wagmi hooks with walletkit connecting over WalletConnect', () => {
  test('behavior: paired from the modal, wagmi sees the account; useWriteContract (declined in the wallet: UserRejectedRequestError; an ERC-20 transfer on anvil), useSignTypedData, useSignMessage, useSendTransaction; disconnect from wagmi ends it in walletkit', async () => {
    const { devnet } = suite
    const [primary] = devnet.evmChains
    const to = devnet.evmAccounts[6]!
    const token = devnet.erc20.address
    if (!primary) throw new Error('devnet runs an EVM chain')
    const page = await suite.newPage(`?token=${token}&to=${to.address}`)
    expect(await text(page, 'wagmi-status')).toBe('disconnected')

    await pairFromAllWallets(page, wallet)
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    expect((await text(page, 'wagmi-address'))?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await text(page, 'wagmi-chain')).toBe(String(primary.chainId))

    // Declined in the wallet app: the refusal comes back over the relay as viem's UserRejectedRequestError.
    wallet.rejectNextRequest()
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await expect.poll(() => status(page, 'wagmi-tx'), { timeout: 20_000 }).toBe('error')
    expect(await page.getByTestId('wagmi-tx').getAttribute('data-rejected')).toBe('true')

    const client = createPublicClient({ transport: http(primary.rpcUrl) })
    const before = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await expect.poll(() => status(page, 'wagmi-tx'), { timeout: 20_000 }).toBe('success')
    expect((await client.getTransactionReceipt({ hash: (await text(page, 'wagmi-tx')) as Hex })).status).toBe('success')
    expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })).toBe(
      before + wagmiTransferUnits,
    )

    await page.getByRole('button', { name: 'wagmi sign typed data' }).click()
    await expect.poll(() => status(page, 'wagmi-typed'), { timeout: 20_000 }).toBe('success')
    const message = { ...wagmiTypedData.message, proposal: BigInt(wagmiTypedData.message.proposal) }
    expect(
      await verifyTypedData({ ...wagmiTypedData, message, address: wallet.address, signature: (await text(page, 'wagmi-typed')) as Hex }),
    ).toBe(true)

    await page.getByRole('button', { name: 'wagmi sign message' }).click()
    await expect.poll(() => status(page, 'wagmi-signed'), { timeout: 20_000 }).toBe('success')
    expect(
      await client.verifyMessage({ address: wallet.address, message: wagmiMessage, signature: (await text(page, 'wagmi-signed')) as Hex }),
    ).toBe(true)

    const ethBefore = await client.getBalance({ address: to.address })
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await expect.poll(() => status(page, 'wagmi-sent'), { timeout: 20_000 }).toBe('success')
    expect(await client.getBalance({ address: to.address })).toBe(ethBefore + wagmiSendWei)
    // Every one of those went to the paired wallet over the relay, not to a node.
    expect(wallet.requests.map((r) => r.method)).toEqual(
      expect.arrayContaining(['eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign']),
    )

    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    await page.close()
  })
})
