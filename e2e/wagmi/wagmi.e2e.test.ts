import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, http, parseAbi, verifyTypedData, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { artifactsDir, startSession, type Session } from '../support/session'
import { switchChainBothWays } from './wagmi-steps'
import { wagmiHostAppSource, wagmiMessage, wagmiSendWei, wagmiTransferUnits, wagmiTypedData } from './wagmi-host-source'

// issue 25 item 2: a CLI-built host (`walletkit add connect-modal wagmi`) whose own code uses only
// wagmi hooks (an ERC-20 transfer and an ERC-721 mint among them); walletkit's modal does the
// connecting, through the announced Devnet Wallet.

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-wagmi', { host: { items: ['wagmi'], appSource: (roots) => wagmiHostAppSource(roots) } })
})
afterAll(() => session?.stop())

const text = (page: Page, id: string) => page.getByTestId(id).textContent()

describe('wagmi hooks with walletkit connecting', () => {
  test('behavior: connect in the modal, then useAccount, useWriteContract (declined: UserRejectedRequestError; ERC-20 on anvil; an ERC-721 mint), useSignTypedData, useSignMessage, useSendTransaction, useSwitchChain both ways, reload, disconnect from each side', async () => {
    const [primary, secondary] = session.devnet.evmChains
    const [from, to] = session.devnet.evmAccounts
    if (!primary || !secondary || !from || !to) throw new Error('devnet runs two EVM chains and dev accounts')
    const token = session.devnet.erc20.address
    const collection = session.devnet.collectibles.find((c) => !c.spam)!.address
    const page = await session.newPage(`?token=${token}&to=${to.address}&collectible=${collection}`)
    const dialog = page.getByRole('dialog')
    // Like an installed extension, the test wallet remembers the sites the user authorized (opt-in key).
    await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
    await page.reload()
    expect(await text(page, 'wagmi-status')).toBe('disconnected')

    // Connect through walletkit's modal: wagmi's useAccount shows the account.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog
      .locator('[data-section="injected"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    expect((await text(page, 'wagmi-address'))?.toLowerCase()).toBe(from.address.toLowerCase())
    expect(await text(page, 'wagmi-chain')).toBe(String(primary.chainId))

    // Declined in the wallet: wagmi's error is viem's UserRejectedRequestError (EIP-1193 4001 through the kit's provider).
    await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await expect.poll(() => page.getByTestId('wagmi-tx').getAttribute('data-status')).toBe('error')
    expect(await text(page, 'wagmi-tx')).toContain('User rejected the request.')
    expect(await page.getByTestId('wagmi-tx').getAttribute('data-error')).toBe('ContractFunctionExecutionError')
    expect(await page.getByTestId('wagmi-tx').getAttribute('data-rejected')).toBe('true')

    // useWriteContract: an ERC-20 transfer of DUSD, mined on anvil (useWaitForTransactionReceipt), balance read back there.
    const client = createPublicClient({ transport: http(primary.rpcUrl) })
    const before = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await expect.poll(() => page.getByTestId('wagmi-tx').getAttribute('data-status')).toBe('success')
    const hash = (await text(page, 'wagmi-tx')) as Hex
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })).toBe(
      before + wagmiTransferUnits,
    )

    // useWriteContract on an ERC-721: the app's own mint; the new token's owner is read back on anvil.
    const collectibleAbi = parseAbi([
      'function totalSupply() view returns (uint256)',
      'function ownerOf(uint256) view returns (address)',
      'function balanceOf(address) view returns (uint256)',
    ])
    const owned = await client.readContract({ address: collection, abi: collectibleAbi, functionName: 'balanceOf', args: [from.address] })
    await page.getByRole('button', { name: 'wagmi mint' }).click()
    await expect.poll(() => page.getByTestId('wagmi-mint').getAttribute('data-status')).toBe('success')
    expect((await client.getTransactionReceipt({ hash: (await text(page, 'wagmi-mint')) as Hex })).status).toBe('success')
    const minted = await client.readContract({ address: collection, abi: collectibleAbi, functionName: 'totalSupply' })
    expect(
      (await client.readContract({ address: collection, abi: collectibleAbi, functionName: 'ownerOf', args: [minted] })).toLowerCase(),
    ).toBe(from.address.toLowerCase())
    expect(await client.readContract({ address: collection, abi: collectibleAbi, functionName: 'balanceOf', args: [from.address] })).toBe(
      owned + 1n,
    )

    // useSignTypedData: EIP-712, verified with viem.
    await page.getByRole('button', { name: 'wagmi sign typed data' }).click()
    await expect.poll(() => page.getByTestId('wagmi-typed').getAttribute('data-status')).toBe('success')
    const signature = (await text(page, 'wagmi-typed')) as Hex
    const message = { ...wagmiTypedData.message, proposal: BigInt(wagmiTypedData.message.proposal) }
    expect(await verifyTypedData({ ...wagmiTypedData, message, address: from.address, signature })).toBe(true)

    // useSignMessage, verified with viem; useSendTransaction, the recipient's balance read back on anvil.
    await page.getByRole('button', { name: 'wagmi sign message' }).click()
    await expect.poll(() => page.getByTestId('wagmi-signed').getAttribute('data-status')).toBe('success')
    expect(
      await client.verifyMessage({ address: from.address, message: wagmiMessage, signature: (await text(page, 'wagmi-signed')) as Hex }),
    ).toBe(true)
    const ethBefore = await client.getBalance({ address: to.address })
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await expect.poll(() => page.getByTestId('wagmi-sent').getAttribute('data-status')).toBe('success')
    expect(await client.getBalance({ address: to.address })).toBe(ethBefore + wagmiSendWei)

    // useSwitchChain from wagmi: the modal shows the new network.
    await switchChainBothWays(page, primary, secondary)
    await page.screenshot({ path: join(artifactsDir, 'wagmi-host-connected.png') })

    // A reload restores through wagmi's reconnect: no prompt, never shown disconnected.
    await page.reload()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    expect((await text(page, 'wagmi-address'))?.toLowerCase()).toBe(from.address.toLowerCase())
    expect(await page.evaluate(() => (window as unknown as { __wagmiStatuses?: string[] }).__wagmiStatuses)).not.toContain('disconnected')
    expect(await dialog.count()).toBe(0)
    await expect.poll(() => page.locator('[data-slot="connect-button"]').getAttribute('data-state')).toBe('connected')

    // Disconnect from wagmi: walletkit's button shows Connect Wallet.
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')

    // Connect again from the modal, then disconnect from the modal: wagmi follows.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // Listed under Recent now.
    await dialog
      .locator('[data-slot="wallet-section"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .first()
      .click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    expect(await text(page, 'wagmi-address')).toBe('')
    await page.close()
  })
})
