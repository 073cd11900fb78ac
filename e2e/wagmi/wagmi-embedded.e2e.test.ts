import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, numberToHex, parseAbi, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { answerInFrame } from '../frame/in-frame'
import { closeModal, connectByEmail } from '../journeys/embedded-steps'
import { startSession, type Session } from '../support/session'
import { switchChainBothWays } from './wagmi-steps'
import { wagmiHostAppSource, wagmiMessage, wagmiSendWei, wagmiTransferUnits, wagmiTypedData } from './wagmi-host-source'

// issue 25 items 2 and 4, the embedded wallet as the way in: the CLI-built wagmi host with
// e-mail login (`walletkit add connect-modal wagmi email-login`), its own code only wagmi hooks.
// wagmi's useSendTransaction reaches the secure frame: the modal opens on the approval by itself,
// approved the ETH lands on anvil, rejected wagmi gets UserRejectedRequestError.

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-wagmi-embedded', {
    host: { items: ['wagmi', 'email-login'], appSource: (roots) => wagmiHostAppSource(roots) },
    services: ['frame'],
    thirdPartyStorage: true,
  })
}, 300_000)
afterAll(() => session?.stop())

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const status = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-status')

describe('wagmi hooks with the embedded wallet', () => {
  test("behavior: e-mail login, wagmi sees the account; useSendTransaction opens the approval by itself: from an unfunded account it fails as viem's InsufficientFundsError, approved it lands on anvil, rejected it is UserRejectedRequestError; an ERC-20 transfer, a mint, typed data and a message approved in the frame, useSwitchChain both ways, reload, disconnect from each side", async () => {
    const [primary, secondary] = session.devnet.evmChains
    const to = session.devnet.evmAccounts[4]!
    const collection = session.devnet.collectibles.find((c) => !c.spam)!.address
    if (!primary || !secondary) throw new Error('devnet runs two EVM chains')
    const page = await session.newPage(`?token=${session.devnet.erc20.address}&to=${to.address}&collectible=${collection}`)
    page.setDefaultTimeout(20_000)
    const dialog = page.getByRole('dialog')
    await connectByEmail(page, session, `wagmi-${Date.now()}@example.com`)
    await closeModal(page)
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    const address = (await text(page, 'wagmi-address')) as Hex
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await text(page, 'wagmi-chain')).toBe(String(primary.chainId))

    const client = createPublicClient({ transport: http(primary.rpcUrl) })
    await expect.poll(() => text(page, 'wagmi-addresses')).toMatch(new RegExp(`^${address}`))
    const accounts = ((await text(page, 'wagmi-addresses')) ?? '').split(',')

    // A new account holds nothing: the send the user approves in the frame fails on the node, and
    // the app's own wagmi code learns why (viem's InsufficientFundsError), not a bare "An error occurred".
    const nonces = async () => Promise.all(accounts.map((account) => client.getTransactionCount({ address: account as Hex })))
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'approve')
    await expect.poll(() => status(page, 'wagmi-sent'), { timeout: 30_000 }).toBe('error')
    expect({
      noFunds: await page.getByTestId('wagmi-sent').getAttribute('data-no-funds'),
      rejected: await page.getByTestId('wagmi-sent').getAttribute('data-rejected'),
    }).toEqual({ noFunds: 'true', rejected: 'false' })
    expect(await text(page, 'wagmi-sent')).toMatch(/insufficient funds/i)
    expect(await nonces()).toEqual(accounts.map(() => 0))
    await expect.poll(() => dialog.count()).toBe(0)

    // The embedded wallet's accounts (a smart account's owner pays its gas) get ETH on anvil to send with.
    for (const account of accounts) {
      await client.request({ method: 'anvil_setBalance' as never, params: [account, numberToHex(parseEther('1'))] as never })
    }
    const before = await client.getBalance({ address: to.address })

    expect(await dialog.count()).toBe(0)
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'approve')
    await expect.poll(() => status(page, 'wagmi-sent'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect({ status: await status(page, 'wagmi-sent'), text: await text(page, 'wagmi-sent') }).toEqual({
      status: 'success',
      text: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(await client.getBalance({ address: to.address })).toBe(before + wagmiSendWei)
    await expect.poll(() => dialog.count()).toBe(0)

    await page.getByRole('button', { name: 'wagmi send' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'reject')
    await expect.poll(() => status(page, 'wagmi-sent')).toBe('error')
    expect(await page.getByTestId('wagmi-sent').getAttribute('data-rejected')).toBe('true')
    expect(await client.getBalance({ address: to.address })).toBe(before + wagmiSendWei)
    await expect.poll(() => dialog.count()).toBe(0)

    // useWriteContract on the ERC-20, approved in the frame: DUSD the account was given (by dev account 0) reaches the recipient.
    const token = session.devnet.erc20.address
    const funder = createWalletClient({
      account: privateKeyToAccount(session.devnet.evmAccounts[0]!.privateKey),
      transport: http(primary.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, 100n * wagmiTransferUnits],
        chain: null,
      }),
    })
    const held = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'approve')
    await expect.poll(() => status(page, 'wagmi-tx'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect(await status(page, 'wagmi-tx')).toBe('success')
    expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })).toBe(
      held + wagmiTransferUnits,
    )
    await expect.poll(() => dialog.count()).toBe(0)

    // useWriteContract on the ERC-721, approved in the frame: anvil's owner of the new token is the account.
    const nftAbi = parseAbi(['function totalSupply() view returns (uint256)', 'function ownerOf(uint256) view returns (address)'])
    await page.getByRole('button', { name: 'wagmi mint' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'approve')
    await expect.poll(() => status(page, 'wagmi-mint'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect(await status(page, 'wagmi-mint')).toBe('success')
    const minted = await client.readContract({ address: collection, abi: nftAbi, functionName: 'totalSupply' })
    expect((await client.readContract({ address: collection, abi: nftAbi, functionName: 'ownerOf', args: [minted] })).toLowerCase()).toBe(
      address.toLowerCase(),
    )
    await expect.poll(() => dialog.count()).toBe(0)

    // useSignTypedData, approved in the frame, verified on anvil (viem checks a smart account's signature too).
    await page.getByRole('button', { name: 'wagmi sign typed data' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_signTypedData_v4', 'approve')
    await expect.poll(() => status(page, 'wagmi-typed'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    const message = { ...wagmiTypedData.message, proposal: BigInt(wagmiTypedData.message.proposal) }
    expect(await client.verifyTypedData({ ...wagmiTypedData, message, address, signature: (await text(page, 'wagmi-typed')) as Hex })).toBe(
      true,
    )
    await expect.poll(() => dialog.count()).toBe(0)

    // useSignMessage, approved in the frame, verified on anvil (a smart account's signature through its contract).
    await page.getByRole('button', { name: 'wagmi sign message' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'personal_sign', 'approve')
    await expect.poll(() => status(page, 'wagmi-signed'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect(await client.verifyMessage({ address, message: wagmiMessage, signature: (await text(page, 'wagmi-signed')) as Hex })).toBe(true)
    await expect.poll(() => dialog.count()).toBe(0)

    // useSwitchChain moves the embedded wallet; the modal shows it. The modal switches back; wagmi follows.
    await switchChainBothWays(page, primary, secondary)

    // A reload restores the e-mail session through wagmi's reconnect: no prompt, never shown disconnected.
    await page.reload()
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 30_000 }).toBe('connected')
    expect(await text(page, 'wagmi-address')).toBe(address)
    expect(await page.evaluate(() => (window as unknown as { __wagmiStatuses?: string[] }).__wagmiStatuses)).not.toContain('disconnected')
    expect(await dialog.count()).toBe(0)

    // Disconnect from wagmi: walletkit shows Connect Wallet. Then from the modal, after signing in again: wagmi follows.
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    await connectByEmail(page, session, `wagmi-again-${Date.now()}@example.com`)
    await closeModal(page)
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 20_000 }).toBe('connected')
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    await page.close()
  })
})
