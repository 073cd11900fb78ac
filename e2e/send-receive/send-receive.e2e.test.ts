import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { artifactsDir, startSession, type Session } from '../support/session'
import { decodeQr } from '../support/decode-qr'
import { openAccount } from '../support/open-account'

// Send and Receive on a host the CLI built with `add connect-modal send-view receive-view`: the
// injected Devnet Wallet (anvil's first account) sends, anvil says what arrived.
let session: Session

beforeAll(async () => {
  session = await startSession('e2e-send-receive', { host: { items: ['send-view', 'receive-view'] } })
  await session.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url })
}, 300_000)
afterAll(() => session?.stop())

const node = () => createPublicClient({ transport: http(session.devnet.evmChains[0]!.rpcUrl) })
const me = () => session.devnet.evmAccounts[0]!.address
const dusdOf = (who: `0x${string}`) =>
  node().readContract({ address: session.devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
const shot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `${name}.png`) })
const settle = (page: Page) => page.waitForTimeout(200) // let the 150 ms view transition finish before a screenshot

async function openSend(dialog: Locator): Promise<Locator> {
  await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
  const view = dialog.locator('[data-slot="send-view"][data-state="ready"]')
  await view.waitFor()
  return view
}

/** Registers a profile name for a dev account through devnet's name service, signed by its key. */
async function registerName(label: string, account: { address: `0x${string}`; privateKey: `0x${string}` }): Promise<string> {
  const message = JSON.stringify({ name: label, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await privateKeyToAccount(account.privateKey).signMessage({ message })
  const coinType = (0x80000000 | session.devnet.evmChains[0]!.chainId) >>> 0
  const response = await fetch(`${session.devnet.urls.services}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coinType, address: account.address, message, signature }),
  })
  expect(response.ok).toBe(true)
  return ((await response.json()) as { name: string }).name
}

describe('Send and Receive in Chromium', () => {
  test('behavior: the Devnet Wallet sends ETH to an address and DUSD to a name; anvil shows exactly those amounts arriving', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    const view = await openSend(dialog)

    // The balances of the network, ETH chosen, fee and network balance in USD.
    await dialog.locator('[data-slot="send-token-select-trigger"]').click()
    expect(
      await dialog.locator('[data-slot="send-token-option"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-token'))),
    ).toEqual(['ETH', 'DUSD'])
    await dialog.locator('[data-slot="send-token-option"][data-token="ETH"]').click()
    await expect.poll(() => view.locator('[data-slot="send-view-fee-value"]').textContent()).toMatch(/^\$\d+\.\d{2}$/)
    // The standard gas price the blockchain API reports for anvil, in gwei.
    expect(await view.locator('[data-slot="send-view-gas-price"]').textContent()).toMatch(/^\d+(\.\d{1,3})? gwei$/)
    expect(await view.locator('[data-slot="send-view-network-balance-value"]').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/)
    expect(await view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Enter an amount')

    // ETH to a plain address.
    const ethReceiver = session.devnet.evmAccounts[5]!.address
    const ethBefore = await node().getBalance({ address: ethReceiver })
    await dialog.getByLabel('Amount to send').fill('0.0123')
    await dialog.getByLabel('Send to').fill(ethReceiver)
    await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
    await settle(page)
    await shot(page, 'send-view-address-dark')
    await view.locator('[data-slot="send-view-submit"]').click()
    await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
    expect(await dialog.locator('[data-slot="account-view"]').isVisible()).toBe(true)
    expect(await node().getBalance({ address: ethReceiver })).toBe(ethBefore + parseEther('0.0123'))

    // DUSD to a registered name: the profile shows, the token goes to its address.
    const dusdReceiver = session.devnet.evmAccounts[6]!
    const name = await registerName('send-e2e-receiver', dusdReceiver)
    const dusdBefore = await dusdOf(dusdReceiver.address)
    const myDusdBefore = await dusdOf(me())
    const again = await openSend(dialog)
    // Success reset the form.
    expect(await dialog.getByLabel('Amount to send').inputValue()).toBe('')
    await dialog.locator('[data-slot="send-token-select-trigger"]').click()
    await dialog.locator('[data-slot="send-token-option"][data-token="DUSD"]').click()
    await dialog.getByLabel('Amount to send').fill('7.5')
    await dialog.getByLabel('Send to').fill(name)
    await again.locator('[data-slot="send-receiver-name"]').filter({ hasText: name }).waitFor()
    expect((await again.locator('[data-slot="send-receiver-profile"]').getAttribute('data-address'))?.toLowerCase()).toBe(
      dusdReceiver.address.toLowerCase(),
    )
    await settle(page)
    await shot(page, 'send-view-name-dark')
    // The ETH send's 'Transaction started' may still be up (2.2 s): wait it out, so the text below is this send's.
    await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'detached' })
    await again.locator('[data-slot="send-view-submit"]').click()
    await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
    expect(await dusdOf(dusdReceiver.address)).toBe(dusdBefore + 7_500_000n)
    expect(await dusdOf(me())).toBe(myDusdBefore - 7_500_000n)
    await page.close()
  })

  test('behavior: a declined prompt is no error; the input stays for another try', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    const view = await openSend(dialog)
    const receiver = session.devnet.evmAccounts[8]!.address
    const before = await node().getBalance({ address: receiver })
    await dialog.getByLabel('Amount to send').fill('0.5')
    await dialog.getByLabel('Send to').fill(receiver)
    await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
    await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
    await view.locator('[data-slot="send-view-submit"]').click()
    await dialog.locator('[data-slot="account-view"]').waitFor()
    await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
    await expect.poll(() => dialog.getByLabel('Amount to send').inputValue()).toBe('0.5')
    expect(await dialog.getByLabel('Send to').inputValue()).toBe(receiver)
    expect(await dialog.locator('[data-slot="snackbar"]').filter({ hasText: 'Something went wrong' }).count()).toBe(0)
    expect(await node().getBalance({ address: receiver })).toBe(before)
    await page.close()
  })

  test('behavior: Receive shows the address as a QR that decodes to it, copies it, and lists the networks with the warning; Account copies too', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    // The address as the wallet reports it (the Devnet Wallet answers in lower case).
    const address = (await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')) ?? ''
    expect(address.toLowerCase()).toBe(me().toLowerCase())
    await dialog.locator('[data-slot="account-view-copy"]').click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    expect(await dialog.locator('[data-slot="account-view-copy"]').getAttribute('data-state')).toBe('copied')

    await page.evaluate(() => navigator.clipboard.writeText(''))
    await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
    const qr = dialog.locator('[data-slot="receive-view-qr"][data-state="ready"]')
    await qr.waitFor()
    expect(await decodeQr(qr)).toBe(address)
    expect(await dialog.locator('[data-slot="receive-view-address"]').textContent()).toBe(address)
    const [first, second] = session.devnet.evmChains
    expect(
      await dialog.locator('[data-slot="receive-network"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-network'))),
    ).toEqual([`eip155:${first!.chainId}`, `eip155:${second!.chainId}`])
    expect(await dialog.locator('[data-slot="receive-view-warning"]').textContent()).toBe(
      `Only send assets on ${first!.name}, ${second!.name} to this address. Assets sent on other networks may be lost.`,
    )
    await dialog.locator('[data-slot="receive-view-copy"]').click()
    await expect.poll(() => dialog.locator('[data-slot="receive-view-copy"]').textContent()).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    await dialog.locator('[data-slot="snackbar"]').getByText('Address copied').waitFor()
    await page.close()
  })

  test('behavior: screenshots of Send and Receive in light and dark', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      const dialog = await openAccount(page)
      expect(await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-theme')).toBe(theme)
      const view = await openSend(dialog)
      await dialog.getByLabel('Amount to send').fill('0.25')
      await dialog.getByLabel('Send to').fill(session.devnet.evmAccounts[4]!.address)
      await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
      await settle(page)
      await shot(page, `send-view-${theme}`)
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
      await dialog.locator('[data-slot="receive-view-qr"][data-state="ready"]').waitFor()
      await settle(page)
      await shot(page, `receive-view-${theme}`)
      await page.close()
    }
  })
})
