import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseAbi, verifyTypedData, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { pairFromAllWallets } from '../support/walletconnect-pairing'
import { relayHostConfig, startWalletPage, type WalletPage } from '../support/wallet-page'
import { switchChainBothWays } from './wagmi-steps'
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
    chains: devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
  })
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await suite?.stop()
})

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const status = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-status')

describe('wagmi hooks with walletkit connecting over WalletConnect', () => {
  test('behavior: paired from the modal, wagmi sees the account; useWriteContract (declined in the wallet: UserRejectedRequestError; an ERC-20 transfer and an ERC-721 mint on anvil), useSignTypedData, useSignMessage, useSendTransaction, useSwitchChain both ways, reload; disconnect from wagmi ends it in walletkit, and from the modal ends it in wagmi', async () => {
    const { devnet } = suite
    const [primary, secondary] = devnet.evmChains
    const to = devnet.evmAccounts[6]!
    const token = devnet.erc20.address
    const collection = devnet.collectibles.find((c) => !c.spam)!.address
    if (!primary || !secondary) throw new Error('devnet runs two EVM chains')
    const page = await suite.newPage(`?token=${token}&to=${to.address}&collectible=${collection}`)
    const dialog = page.getByRole('dialog')
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

    // useWriteContract on the ERC-721: the wallet's own mint, the new token's owner read back on anvil.
    const nftAbi = parseAbi(['function totalSupply() view returns (uint256)', 'function ownerOf(uint256) view returns (address)'])
    await page.getByRole('button', { name: 'wagmi mint' }).click()
    await expect.poll(() => status(page, 'wagmi-mint'), { timeout: 20_000 }).toBe('success')
    const minted = await client.readContract({ address: collection, abi: nftAbi, functionName: 'totalSupply' })
    expect((await client.readContract({ address: collection, abi: nftAbi, functionName: 'ownerOf', args: [minted] })).toLowerCase()).toBe(
      wallet.address.toLowerCase(),
    )

    // useSwitchChain asks the wallet over the relay; the modal shows the new network. The modal switches back; wagmi follows.
    await switchChainBothWays(page, primary, secondary, () =>
      expect(wallet.requests.some((r) => r.method === 'wallet_switchEthereumChain')).toBe(true),
    )

    // A reload restores the WalletConnect session through wagmi's reconnect: no prompt, never shown disconnected.
    await page.reload()
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 20_000 }).toBe('connected')
    expect((await text(page, 'wagmi-address'))?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await page.evaluate(() => (window as unknown as { __wagmiStatuses?: string[] }).__wagmiStatuses)).not.toContain('disconnected')
    expect(await dialog.count()).toBe(0)

    // Disconnect in the modal: wagmi follows.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')

    // Paired again, then disconnected from wagmi: walletkit's button shows Connect Wallet.
    await pairFromAllWallets(page, wallet)
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    await page.close()
  })
})
