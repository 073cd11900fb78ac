import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { startSession, type Session } from '../support/session'
import { journeyAppSource, journeyMessage } from './journey-host'
import { expectAbsentFor } from '../support/absent'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-journey-injected', { host: { appSource: journeyAppSource } })
})
afterAll(() => session?.stop())

type WalletHooks = { chainId: number; connected: boolean }
const wallet = (page: Page) => page.evaluate(() => (window as unknown as { __devnetWallet: WalletHooks }).__devnetWallet)
const walletkitKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('@walletkit/'))
      .sort(),
  )

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog
    .locator('[data-slot="wallet-section"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .first()
    .click()
  await dialog.waitFor({ state: 'detached' })
}

describe('journey: an EIP-6963 wallet through the modal of a CLI-built host', () => {
  test('behavior: clean page, connect, sign, switch network, reload, disconnect, connect again', async () => {
    const [primary, secondary] = session.devnet.evmChains
    const expected = session.devnet.evmAccounts[0]!.address
    const page = await session.newPage()
    // Like an installed extension, the test wallet remembers the sites the user authorized (opt-in key).
    await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
    await page.reload()
    expect(await walletkitKeys(page)).toEqual([])

    await connect(page)
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).toBe(expected.toLowerCase())
    expect(await walletkitKeys(page)).toEqual(expect.arrayContaining(['@walletkit/active_connector_ids', '@walletkit/connection_status']))

    // Sign: the signature verifies against the connected account on the node, as a backend would check it.
    await page.getByTestId('sign').click()
    const signature = page.getByTestId('signature')
    await expect.poll(() => signature.getAttribute('data-status')).toBe('signed')
    const client = createPublicClient({ transport: http(primary!.rpcUrl) })
    expect(
      await client.verifyMessage({
        address: expected,
        message: journeyMessage,
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)

    // Switch network in the modal; the wallet follows.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.locator(`[data-network="eip155:${secondary!.chainId}"]`).click()
    await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(secondary!.name)
    expect((await wallet(page)).chainId).toBe(secondary!.chainId)
    await page.keyboard.press('Escape')

    // Reload: the same account comes back with no prompt (the wallet is asked for accounts, not to connect).
    await page.reload()
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).toBe(expected.toLowerCase())
    expect(await page.locator('[data-slot="connect-button"]').getAttribute('data-state')).toBe('connected')
    await expectAbsentFor(page.getByRole('dialog'))

    // Disconnect: the session keys are gone and the wallet is told.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await page.getByRole('dialog').locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const left = await walletkitKeys(page)
    expect(left).not.toContain('@walletkit/active_connector_ids')
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/connection_status'))).toBe('"disconnected"')
    expect((await wallet(page)).connected).toBe(false)

    // And again: the wallet is now listed under Recent, and connects.
    await connect(page)
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).toBe(expected.toLowerCase())
    await page.close()
  })

  test('behavior: a returning visitor who opens the modal while the session is restored (Connecting…) sees Connect, then their account once it is restored', async () => {
    const expected = session.devnet.evmAccounts[0]!.address
    const page = await session.newPage()
    await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
    await page.reload()
    await connect(page)
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).toBe(expected.toLowerCase())
    // Next load the wallet answers the restore's eth_accounts only once it is awake, as an extension
    // still starting: the test wakes it, so the click is sure to land while the session is restoring.
    await page.evaluate(() => localStorage.setItem('devnet-wallet:asleep', 'yes'))
    await page.reload()
    const button = page.locator('[data-slot="connect-button"][data-state="connecting"]')
    await button.click()
    const router = page.getByRole('dialog').locator('[data-slot="modal-router"]')
    await expect.poll(() => router.getAttribute('data-view')).toBe('Connect')
    await page.evaluate(() => (window as unknown as { __devnetWallet: { wake(): void } }).__devnetWallet.wake())
    await expect.poll(() => router.getAttribute('data-view')).toBe('Account')
    await expect.poll(async () => (await page.getByTestId('address').textContent())?.toLowerCase()).toBe(expected.toLowerCase())
    await page.close()
  })
})
