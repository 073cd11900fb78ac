import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, http, numberToHex, parseEther, verifyMessage, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { artifactsDir, startSession, type Session } from '../support/session'
import { closeModal, connectByEmail, openModal } from '../journeys/embedded-steps'
import { answerInFrame } from '../frame/in-frame'
import {
  appWalletHostSource,
  ethersMessage,
  ethersSendWei,
  ethersTransferUnits,
  viemSendWei,
  viemTransferUnits,
} from './app-wallet-host-source'

// issue 25 items 1, 3 and 4: a CLI-built host (`walletkit add connect-modal use-wallet-client
// use-wallet-provider email-login`) whose own code uses the connected wallet: viem through
// useWalletClient(), ethers v6 through new BrowserProvider(useWalletProvider()) (a contract write,
// signMessage, sendTransaction, a declined request). Through the
// injected Devnet Wallet, and through the embedded wallet, whose frame approves or rejects.

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-app-wallet', {
    host: { items: ['use-wallet-client', 'use-wallet-provider', 'email-login'], appSource: appWalletHostSource },
    services: ['frame'],
    thirdPartyStorage: true,
  })
}, 240_000)
afterAll(() => session?.stop())

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const status = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-status')

async function openApp(): Promise<Page> {
  const [, to] = session.devnet.evmAccounts
  if (!to) throw new Error('devnet has dev accounts')
  const page = await session.newPage(`?token=${session.devnet.erc20.address}&to=${to.address}`)
  page.setDefaultTimeout(20_000)
  return page
}

describe("the app's own code uses the connected wallet", () => {
  test('behavior: injected Devnet Wallet: a DUSD transfer through useWalletClient; through ethers BrowserProvider a contract write, signMessage, sendTransaction and a declined request as ACTION_REJECTED, read back from anvil', async () => {
    const [primary] = session.devnet.evmChains
    const [from, to] = session.devnet.evmAccounts
    if (!primary || !from || !to) throw new Error('devnet runs an EVM chain and dev accounts')
    const token = session.devnet.erc20.address
    const page = await openApp()
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog
      .locator('[data-section="injected"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
    // The connection closes the modal by itself; an Escape before the connecting view has loaded
    // would close it with nothing asked of the wallet.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await closeModal(page)
    await expect.poll(() => text(page, 'app-address')).toMatch(/^0x/)
    expect((await text(page, 'app-address'))?.toLowerCase()).toBe(from.address.toLowerCase())
    expect(await page.getByTestId('app-address').getAttribute('data-chain')).toBe(String(primary.chainId))

    const client = createPublicClient({ transport: http(primary.rpcUrl) })
    const balance = () => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to.address] })
    const start = await balance()

    // viem: walletClient.writeContract, the hash mined on anvil.
    await page.getByRole('button', { name: 'viem transfer' }).click()
    await expect.poll(() => status(page, 'viem-transfer')).toBe('success')
    const viemHash = (await text(page, 'viem-transfer')) as Hex
    expect((await client.waitForTransactionReceipt({ hash: viemHash })).status).toBe('success')
    expect(await balance()).toBe(start + viemTransferUnits)

    // ethers v6: BrowserProvider(useWalletProvider()).getSigner(), a contract write.
    await page.getByRole('button', { name: 'ethers transfer' }).click()
    await expect.poll(() => status(page, 'ethers-transfer')).toBe('success')
    const ethersHash = (await text(page, 'ethers-transfer')) as Hex
    expect((await client.waitForTransactionReceipt({ hash: ethersHash })).status).toBe('success')
    expect(await balance()).toBe(start + viemTransferUnits + ethersTransferUnits)

    // ethers v6: signer.signMessage (personal_sign), the signature recovered to the account by viem.
    await page.getByRole('button', { name: 'ethers sign' }).click()
    await expect.poll(() => status(page, 'ethers-sign')).toBe('success')
    const signature = (await text(page, 'ethers-sign')) as Hex
    expect(await verifyMessage({ address: from.address, message: ethersMessage, signature })).toBe(true)

    // ethers v6: a plain signer.sendTransaction, its value read back from anvil.
    const ethBefore = await client.getBalance({ address: to.address })
    await page.getByRole('button', { name: 'ethers send' }).click()
    await expect.poll(() => status(page, 'ethers-send')).toBe('success')
    const sendHash = (await text(page, 'ethers-send')) as Hex
    expect((await client.waitForTransactionReceipt({ hash: sendHash })).status).toBe('success')
    const sent = await client.getTransaction({ hash: sendHash })
    expect({ from: sent.from.toLowerCase(), to: sent.to?.toLowerCase(), value: sent.value }).toEqual({
      from: from.address.toLowerCase(),
      to: to.address.toLowerCase(),
      value: ethersSendWei,
    })
    expect(await client.getBalance({ address: to.address })).toBe(ethBefore + ethersSendWei)

    // Declined in the wallet: ethers reports the wallet's 4001 as ACTION_REJECTED, nothing is sent.
    await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
    await page.getByRole('button', { name: 'ethers send' }).click()
    await expect.poll(() => status(page, 'ethers-send')).toBe('error')
    expect(await text(page, 'ethers-send')).toBe('ACTION_REJECTED:sendTransaction')
    expect(await page.getByTestId('ethers-send').getAttribute('data-code')).toBe('4001')
    expect(await client.getBalance({ address: to.address })).toBe(ethBefore + ethersSendWei)
    await page.screenshot({ path: join(artifactsDir, 'app-wallet-injected.png') })

    await openModal(page)
    await dialog.locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.evaluate(() => localStorage.clear())
    await page.close()
  })

  test('behavior: embedded wallet: an app sendTransaction opens the modal on the approval by itself; approved in the frame it is mined, rejected it gives the app UserRejectedRequestError 4001', async () => {
    const [primary] = session.devnet.evmChains
    const [, to] = session.devnet.evmAccounts
    if (!primary || !to) throw new Error('devnet runs an EVM chain and dev accounts')
    const page = await openApp()
    const dialog = page.getByRole('dialog')
    await connectByEmail(page, session, `app-wallet-${Date.now()}@example.com`)
    await closeModal(page)
    await expect.poll(() => text(page, 'app-address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = (await text(page, 'app-address')) as Hex

    // The embedded wallet's accounts (a smart account's owner pays its gas) get ETH on anvil to send with.
    await expect.poll(() => text(page, 'app-accounts')).toMatch(new RegExp(`^${address}`))
    const accounts = ((await text(page, 'app-accounts')) ?? '').split(',')
    const client = createPublicClient({ transport: http(primary.rpcUrl) })
    for (const account of accounts)
      await client.request({ method: 'anvil_setBalance' as never, params: [account, numberToHex(parseEther('1'))] as never })
    const before = await client.getBalance({ address: to.address })

    // The app never opened the modal: the request opens it on ApproveTransaction, the frame asks.
    expect(await dialog.count()).toBe(0)
    await page.getByRole('button', { name: 'viem send' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'approve')
    await expect.poll(() => status(page, 'viem-send'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    const hash = (await text(page, 'viem-send')) as Hex
    expect({ status: await status(page, 'viem-send'), hash }).toEqual({
      status: 'success',
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to.address })).toBe(before + viemSendWei)
    await expect.poll(() => dialog.count()).toBe(0)

    // Rejected in the frame: the app's viem call fails with UserRejectedRequestError (4001).
    await page.getByRole('button', { name: 'viem send' }).click()
    await dialog.waitFor()
    await page.screenshot({ path: join(artifactsDir, 'app-wallet-embedded-approval.png') })
    await answerInFrame(page, 'eth_sendTransaction', 'reject')
    await expect.poll(() => status(page, 'viem-send')).toBe('error')
    expect(await text(page, 'viem-send')).toBe('UserRejectedRequestError')
    expect(await page.getByTestId('viem-send').getAttribute('data-code')).toBe('4001')
    expect(await client.getBalance({ address: to.address })).toBe(before + viemSendWei)
  })
})
