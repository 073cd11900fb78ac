import type { Browser, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWalletkitDevnet, type DevnetInfo, type WalletkitDevnet } from '../../registry/testing/devnet'
import { embeddedWallet } from '../../registry/testing/embedded-wallet'
import { walletconnectWallet } from '../../registry/testing/walletconnect-wallet'
import { mailbox } from '../../registry/testing/mailbox'
import { connectWithModal, injectTestWallet, testWallet } from '../../registry/testing/wallet'
import { serveStatic, type StaticServer } from '../support/static-server'
import { counterAbi, counterBytecode } from './fixtures/counter'
import type { HostApp } from '../support/host-app'
import { guideFixtureExamples, prepareTestingHost, runHostPlaywright, typecheckTestingHost, writeGuideBlocks } from './testing-host'

// Issue 28: each action of the testing item's fixtures, as a host's test calls it (the files under
// registry/testing are what `walletkit add testing` copies to tests/walletkit), on the guide's app
// built by the CLI with email-login too. Each test fails when its action does the wrong thing: the
// assertion is what the user sees in the app, not what the fixture says it did.

let devnet: WalletkitDevnet<{ counter: Address }>
let server: StaticServer
let browser: Browser
let host: HostApp

beforeAll(async () => {
  host = await prepareTestingHost('testing-fixtures-host', { items: ['email-login', 'testing-walletconnect'] })
  // The guide's app writes to the counter `deployed` names (the Increment button).
  const deploy = async ({ evmChains, evmAccounts }: DevnetInfo) => {
    const transport = http(evmChains[0]!.rpcUrl)
    const deployer = createWalletClient({ account: privateKeyToAccount(evmAccounts[9]!.privateKey), transport })
    const hash = await deployer.deployContract({ abi: counterAbi, bytecode: counterBytecode, chain: null })
    return { counter: (await createPublicClient({ transport }).waitForTransactionReceipt({ hash })).contractAddress! }
  }
  ;[devnet, server] = await Promise.all([startWalletkitDevnet({ deploy }), serveStatic(host.dist)])
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

async function openApp(): Promise<Page> {
  const context = await browser.newContext()
  await injectTestWallet(context, devnet)
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(server.url)
  return page
}

const connectButton = (page: Page) => page.locator('[data-slot="connect-button"]').first()

describe('testing fixtures, one action each', () => {
  test('connectWithModal: the connect button shows the Devnet Wallet account', async () => {
    const page = await openApp()
    await connectWithModal(page)
    await expect.poll(() => connectButton(page).getAttribute('data-state')).toBe('connected')
    expect(await testWallet(page).connected()).toBe(true)
    await page.context().close()
  })

  test('wallet.switchChain: the wallet moves to chain 31338 on its own and the app follows', async () => {
    const page = await openApp()
    await connectWithModal(page)
    const [, second] = devnet.evmChains
    await testWallet(page).switchChain(second!.chainId)
    expect(await testWallet(page).chainId()).toBe(second!.chainId)
    await connectButton(page).click()
    await expect.poll(() => page.getByRole('dialog').locator('[data-slot="account-view-network"]').textContent()).toContain(second!.name)
    await page.context().close()
  })

  test('wallet.switchAccount: the user picks dev account 2 in the wallet; the app shows it and its Increment counts for that account', async () => {
    const page = await openApp()
    await connectWithModal(page)
    // Account 1 is the WalletConnect test wallet's (its test counts its increments).
    const other = devnet.evmAccounts[2]!.address
    const node = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    const before = await node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [other] })
    await testWallet(page).switchAccount(other)
    await expect.poll(async () => (await connectButton(page).textContent())?.toLowerCase()).toContain(other.slice(-4).toLowerCase())
    const status = page.getByTestId('status')
    await page.getByRole('button', { name: 'Increment' }).click()
    await status.getByText(/^(sent 0x|failed)/).waitFor()
    const hash = (await status.textContent())!.slice('sent '.length) as Hash
    expect((await node.waitForTransactionReceipt({ hash })).from.toLowerCase()).toBe(other.toLowerCase())
    expect(await node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [other] })).toBe(
      before + 1n,
    )
    await page.context().close()
  })

  test("wallet.setOffline: with the network gone the app's Increment fails and nothing is mined; back online the next is sent", async () => {
    const page = await openApp()
    await connectWithModal(page)
    const user = devnet.evmAccounts[0]!.address
    const node = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    const count = () => node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [user] })
    const before = await count()
    const status = page.getByTestId('status')
    await testWallet(page).setOffline(true)
    await page.getByRole('button', { name: 'Increment' }).click()
    await status.getByText(/^(sent 0x|failed)/).waitFor()
    expect(await status.textContent()).toMatch(/^failed/)
    expect(await count()).toBe(before)
    await testWallet(page).setOffline(false)
    await page.getByRole('button', { name: 'Increment' }).click()
    await status.getByText(/^sent 0x/).waitFor()
    const hash = (await status.textContent())!.slice('sent '.length) as Hash
    expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await count()).toBe(before + 1n)
    await page.context().close()
  })

  test('wallet.disconnect: the user disconnects in the wallet and the app offers Connect again', async () => {
    const page = await openApp()
    await connectWithModal(page)
    await testWallet(page).disconnect()
    await expect.poll(() => connectButton(page).getAttribute('data-state')).not.toBe('connected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.context().close()
  })

  test('allowFrameOrigin + mailbox.code: the e-mail sign-in through the secure frame connects with the mailed code', async () => {
    // The static host is on a free port: without this the secure frame refuses to be embedded.
    await devnet.allowFrameOrigin(server.url)
    const email = `fixtures-${Date.now()}@walletkit.dev`
    const inbox = mailbox(devnet)
    const page = await openApp()
    await connectButton(page).click()
    const login = page.getByRole('dialog').locator('[data-slot="email-login"]')
    await login.locator('input[type=email]').fill(email)
    await login.locator('[data-slot="email-login-form"] button[type=submit]').click()
    await login.and(page.locator('[data-step=otp]')).waitFor()
    await login.locator('input[inputmode=numeric]').fill(await inbox.code(email))
    await login.locator('[data-slot="email-login-code"] button[type=submit]').click()
    await expect.poll(() => connectButton(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('connected')
    await page.context().close()
  })

  test('embeddedWallet: e-mail sign-in, then Approve inside the secure frame sends the transaction and Reject refuses the next', async () => {
    await devnet.allowFrameOrigin(server.url)
    const page = await openApp()
    const wallet = embeddedWallet(page, devnet)
    await wallet.connectWithEmail(`embedded-${Date.now()}@walletkit.dev`)
    // The smart account (the default here) is deployed by its owner key on first use: switch to that
    // key itself (the EOA) and give it gas from a dev account, as a user funds a new wallet.
    await connectButton(page).click()
    const dialog = page.getByRole('dialog')
    const toggle = dialog.locator('[data-slot="embedded-account"] [data-slot="account-type-switch"]')
    const smart = (await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')) as Address
    await toggle.getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(() => toggle.getAttribute('data-type')).toBe('eoa')
    await expect.poll(() => dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')).not.toBe(smart)
    const address = (await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')) as Address
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const rpc = http(devnet.evmChains[0]!.rpcUrl)
    const node = createPublicClient({ transport: rpc })
    const funder = createWalletClient({ account: privateKeyToAccount(devnet.evmAccounts[8]!.privateKey), transport: rpc })
    await node.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }) })

    const status = page.getByTestId('status')
    await page.getByRole('button', { name: 'Increment' }).click()
    await wallet.approve('eth_sendTransaction')
    // Either answer ends the wait, so a wrong one fails here with what the app showed.
    await status.getByText(/^(sent 0x|failed)/).waitFor()
    expect(await status.textContent()).toMatch(/^sent 0x/)
    const hash = (await status.textContent())!.slice('sent '.length) as Hash
    expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [address] })).toBe(1n)

    await page.getByRole('button', { name: 'Increment' }).click()
    await wallet.reject('eth_sendTransaction')
    await expect.poll(() => status.textContent()).not.toMatch(new RegExp(`^(pending|sent ${hash})$`))
    expect(await status.textContent()).toBe('failed 4001')
    expect(await node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [address] })).toBe(1n)
    await page.context().close()
  })

  test('walletconnectWallet: pairs from the modal QR, its transaction is mined, and rejectNextRequest reaches the app as 4001', async () => {
    const page = await openApp()
    const wallet = walletconnectWallet(devnet)
    await wallet.connectWithModal(page)
    const status = page.getByTestId('status')
    const node = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    const countOf = () =>
      node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [wallet.address] })
    await page.getByRole('button', { name: 'Increment' }).click()
    await status.getByText(/^(sent 0x|failed)/).waitFor()
    const hash = (await status.textContent())!.slice('sent '.length) as Hash
    expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await countOf()).toBe(1n)
    await wallet.rejectNextRequest()
    await page.getByRole('button', { name: 'Increment' }).click()
    // Until the app answers this click: neither the last transaction's line nor pending.
    await expect.poll(() => status.textContent()).not.toMatch(new RegExp(`^(pending|sent ${hash})$`))
    expect(await status.textContent()).toBe('failed 4001')
    expect(await countOf()).toBe(1n)
    await wallet.disconnect()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.context().close()
  })

  test('mailbox.code: no code for an address nobody signed in with fails within its timeout', async () => {
    await expect(mailbox(devnet).code('nobody@walletkit.dev', { timeoutMs: 500 })).rejects.toThrow(
      'no code for nobody@walletkit.dev within 500 ms',
    )
  })
})

describe("the guide's example per fixture, in the host's own Playwright Test (walletkitTest)", () => {
  // wallet.spec: switchChain shown in the account view, switchAccount writing from dev account 2,
  // setOffline failing the write with nothing mined; embedded-wallet.spec: connectWithEmail with the
  // mailed code, then reject in the secure frame reaching the app as 4001; walletconnect.spec: the
  // walletconnectWallet fixture pairs, its write is mined, its rejectNextRequest reaches the app as
  // 4001 with nothing mined, and disconnect brings Connect Wallet back. Each asserts what the app
  // shows and what the chain holds, so a fixture doing the wrong thing fails its example.
  test('behavior: the examples type-check in the host (strict) and all 5 pass', async () => {
    writeGuideBlocks(host.root, guideFixtureExamples)
    await typecheckTestingHost(host)
    const { stdout, ms } = await runHostPlaywright(host, guideFixtureExamples)
    console.log(`host playwright test run (fixture examples): ${ms} ms`)
    expect(stdout).toMatch(/\b5 passed\b/)
  })
})
