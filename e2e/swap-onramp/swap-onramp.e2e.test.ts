import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Hex } from 'viem'
import { devMarketAbi, devMarketAddresses, nativeCoin } from '../../apps/devnet/src/evm/deploy-dev-market'
import { artifactsDir, startSession, type Session } from '../support/session'
import { openAccount } from '../support/open-account'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-swap-onramp', { host: { items: ['swap-view', 'onramp-view', 'activity-view'] } })
}, 300_000)
afterAll(() => session?.stop())

const node = () => createPublicClient({ transport: http(session.devnet.evmChains[0]!.rpcUrl), pollingInterval: 50 })
const me = () => session.devnet.evmAccounts[0]!.address
const dusd = () => session.devnet.erc20.address
const deur = () => devMarketAddresses().secondToken.address
const balanceOf = (token: `0x${string}`) => node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [me()] })
const amountOut = (tokenIn: `0x${string}`, tokenOut: `0x${string}`, amountIn: bigint) =>
  node().readContract({
    address: devMarketAddresses().market,
    abi: devMarketAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, tokenOut, amountIn],
  }) as Promise<bigint>

async function pickToken(dialog: Locator, side: 'pay' | 'receive', symbol: string) {
  await dialog.locator(`[data-slot="swap-view-${side}"] [data-slot="swap-token-select-trigger"]`).click()
  await dialog.locator(`[data-slot="swap-view-${side}"] [data-slot="swap-token-option"][data-token="${symbol}"]`).click()
}

/** Another trader sells ETH into the ETH/DUSD pool, through the same endpoints, from dev account 9. */
async function moveEthPrice(ether: string) {
  const trader = session.devnet.evmAccounts[9]!.address
  const response = await fetch(`${session.devnet.urls.services}/v1/convert/build-transaction`, {
    method: 'POST',
    body: JSON.stringify({
      amount: parseEther(ether).toString(),
      eip155: { slippage: 1 },
      projectId: 'e2e',
      from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:31337:${dusd()}`,
      userAddress: `eip155:31337:${trader}`,
    }),
  })
  const { tx } = (await response.json()) as { tx: { to: string; data: Hex; amount: string } }
  // Anvil's dev accounts are unlocked: a JSON-RPC account makes viem send eth_sendTransaction.
  const wallet = createWalletClient({ transport: http(session.devnet.evmChains[0]!.rpcUrl) })
  const hash = await wallet.sendTransaction({
    account: trader,
    chain: null,
    to: tx.to.split(':')[2] as `0x${string}`,
    data: tx.data,
    value: BigInt(tx.amount),
  })
  expect((await node().waitForTransactionReceipt({ hash })).status).toBe('success')
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `${name}.png`) })

describe('Swap and On-ramp in Chromium', () => {
  test('behavior: swap ETH → DUSD, then DUSD → DEUR with an approval first; balances on anvil move by the executed amounts; Activity lists the swap', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    await dialog.locator('[data-slot="account-action"][data-route="Swap"]').click()
    const view = dialog.locator('[data-slot="swap-view"]')
    await view.and(page.locator('[data-state="idle"]')).waitFor()
    expect(await dialog.locator('[data-slot="swap-view-submit"]').textContent()).toBe('Enter an amount')
    await shot(page, 'swap-view-empty-dark')

    // The balance Account loaded is shown; more than it disables the button and says why.
    expect(await dialog.locator('[data-slot="swap-view-balance"]').textContent()).toMatch(/^Balance: [\d,]+(\.\d{1,3})? ETH$/)
    await dialog.getByLabel('Amount to swap').fill('100000')
    await view.and(page.locator('[data-state="ready"]')).waitFor()
    expect(await dialog.locator('[data-slot="swap-view-submit"]').textContent()).toBe('Insufficient ETH balance')
    expect(await dialog.locator('[data-slot="swap-view-submit"]').isDisabled()).toBe(true)

    // ETH → DUSD: the quote is the pool's amount; the swap pays exactly that.
    await dialog.getByLabel('Amount to swap').fill('0.5')
    await view.and(page.locator('[data-state="ready"]')).waitFor()
    const expectedDusd = await amountOut(nativeCoin, dusd(), parseEther('0.5'))
    expect(await dialog.locator('[data-slot="swap-details-slippage"]').textContent()).toBe('1.00%')
    expect(await dialog.locator('[data-slot="swap-details-price-impact"]').textContent()).toMatch(/^0\.3\d%$/)
    expect(await dialog.locator('[data-slot="swap-details-network-fee"]').textContent()).toMatch(/^\$\d+\.\d+/)
    await shot(page, 'swap-view-quote-dark')
    const [dusdBefore, ethBefore] = [await balanceOf(dusd()), await node().getBalance({ address: me() })]
    await dialog.locator('[data-slot="swap-view-submit"]').click()
    const success = dialog.locator('[data-slot="swap-view-success"]')
    await success.waitFor({ timeout: 30_000 })
    const swapHash = (await success.getAttribute('data-hash')) as Hex
    const receipt = await node().getTransactionReceipt({ hash: swapHash })
    expect((await balanceOf(dusd())) - dusdBefore).toBe(expectedDusd)
    expect(ethBefore - (await node().getBalance({ address: me() }))).toBe(parseEther('0.5') + receipt.gasUsed * receipt.effectiveGasPrice)

    // DUSD → DEUR: the market has no allowance yet, so the button approves first, then swaps.
    await pickToken(dialog, 'pay', 'DUSD')
    await pickToken(dialog, 'receive', 'DEUR')
    await dialog.getByLabel('Amount to swap').fill('100')
    await view.and(page.locator('[data-state="ready"]')).waitFor()
    expect(await dialog.locator('[data-slot="swap-view-submit"]').textContent()).toBe('Approve DUSD')
    const expectedDeur = await amountOut(dusd(), deur(), parseUnits('100', 6))
    const [dusdBefore2, deurBefore] = [await balanceOf(dusd()), await balanceOf(deur())]
    await dialog.locator('[data-slot="swap-view-submit"]').click()
    await dialog.locator('[data-slot="swap-view-success"]').waitFor({ timeout: 30_000 })
    expect(
      await node().readContract({ address: dusd(), abi: erc20Abi, functionName: 'allowance', args: [me(), devMarketAddresses().market] }),
    ).toBe(maxUint256)
    expect(dusdBefore2 - (await balanceOf(dusd()))).toBe(parseUnits('100', 6))
    expect((await balanceOf(deur())) - deurBefore).toBe(expectedDeur)

    // Activity shows the ETH → DUSD swap.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.locator(`[data-slot="activity-view-item"][data-hash="${swapHash}"]`).waitFor()
    await page.close()
  })

  test('behavior: a price moved beyond the 1% slippage before the swap lands: the revert reason is shown', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    await dialog.locator('[data-slot="account-action"][data-route="Swap"]').click()
    const view = dialog.locator('[data-slot="swap-view"]')
    await view.and(page.locator('[data-state="idle"]')).waitFor()
    // The calldata is real (minimum out from the pool as it was), but while it travels back a
    // whale sells 50 ETH into the pool: the delay stands for the network, the answer is untouched.
    await page.route(
      '**/v1/convert/build-transaction',
      async (route) => {
        const response = await route.fetch()
        await moveEthPrice('50')
        await route.fulfill({ response })
      },
      { times: 1 },
    )
    await dialog.getByLabel('Amount to swap').fill('1')
    await view.and(page.locator('[data-state="ready"]')).waitFor()
    await dialog.locator('[data-slot="swap-view-submit"]').click()
    const error = dialog.locator('[data-slot="swap-view-error"]')
    await error.waitFor({ timeout: 30_000 })
    expect(await error.textContent()).toBe('Execution reverted: DevMarket: price moved beyond slippage')
    await shot(page, 'swap-view-reverted-dark')
    await page.close()
  })

  test('behavior: buy DUSD: quote, checkout popup, Pay, the balance rises by the quoted amount, back to Account, Activity lists the purchase', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    await dialog.locator('[data-slot="account-action"][data-route="OnRamp"]').click()
    const view = dialog.locator('[data-slot="onramp-view"]')
    await view.and(page.locator('[data-state="idle"]')).waitFor()
    await dialog.getByRole('radio', { name: 'DUSD' }).click()
    await dialog.getByLabel('Amount in USD').fill('5')
    expect(await dialog.locator('[data-slot="onramp-view-limits"]').textContent()).toBe('Enter an amount between 10.00 and 7500.00 USD')
    await dialog.getByLabel('Amount in USD').fill('100')
    await view.and(page.locator('[data-state="ready"]')).waitFor()
    // 100 USD less the 1% provider fee and the 0.50 network fee, at 1 USD per DUSD.
    expect(await dialog.locator('[data-slot="onramp-quote-purchase"]').textContent()).toBe('98.5 DUSD')
    await shot(page, 'onramp-view-quote-dark')
    const before = await balanceOf(dusd())
    const popupOpened = page.waitForEvent('popup')
    await dialog.locator('[data-slot="onramp-view-provider"][data-provider="coinbase"]').click()
    const popup = await popupOpened
    await popup.getByRole('button', { name: 'Pay' }).waitFor()
    expect(await popup.locator('#crypto').textContent()).toBe('98.5 DUSD')
    await dialog.locator('[data-slot="onramp-purchase-status"][data-status="pending"]').waitFor()
    await shot(page, 'onramp-view-pending-dark')
    await popup.screenshot({ path: join(artifactsDir, 'onramp-checkout-page.png') })
    await popup.getByRole('button', { name: 'Pay' }).click()
    await popup.locator('body[data-status="confirmed"]').waitFor()
    const hash = (await popup.locator('body').getAttribute('data-hash')) as Hex
    const done = dialog.locator('[data-slot="onramp-purchase-status"][data-status="done"]')
    await done.waitFor({ timeout: 15_000 })
    expect(await done.locator('[data-slot="onramp-purchase-status-text"]').textContent()).toBe('Purchase complete: 98.5 DUSD')
    await shot(page, 'onramp-view-done-dark')
    expect((await balanceOf(dusd())) - before).toBe(parseUnits('98.5', 6))
    // The view returns to Account by itself.
    await dialog.locator('[data-slot="account-view-name"]').waitFor({ timeout: 10_000 })
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.locator(`[data-slot="activity-view-item"][data-hash="${hash}"]`).waitFor()
    await popup.close()
    await page.close()
  })

  test('behavior: screenshots of Swap and OnRamp with a quote in light mode', async () => {
    const page = await session.newPage('?theme=light')
    const dialog = await openAccount(page)
    await dialog.locator('[data-slot="account-action"][data-route="Swap"]').click()
    const swap = dialog.locator('[data-slot="swap-view"]')
    await swap.and(page.locator('[data-state="idle"]')).waitFor()
    await dialog.getByLabel('Amount to swap').fill('0.25')
    await swap.and(page.locator('[data-state="ready"]')).waitFor()
    await shot(page, 'swap-view-quote-light')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.locator('[data-slot="account-action"][data-route="OnRamp"]').click()
    const onramp = dialog.locator('[data-slot="onramp-view"]')
    await onramp.and(page.locator('[data-state="idle"]')).waitFor()
    await dialog.getByLabel('Amount in USD').fill('250')
    await onramp.and(page.locator('[data-state="ready"]')).waitFor()
    await shot(page, 'onramp-view-quote-light')
    await page.close()
  })

  test('behavior: faulty services in the browser: Swap shows the SPEC text and recovers on retry; OnRamp falls back to the SPEC defaults and an estimate', async () => {
    const fault = (path: string, mode: string | null) =>
      fetch(`${session.devnet.urls.services}/dev/faults`, { method: 'POST', body: JSON.stringify({ path, mode }) })
    const page = await session.newPage()
    try {
      const dialog = await openAccount(page)
      await fault('/v1/convert/tokens', 'garbage')
      await dialog.locator('[data-slot="account-action"][data-route="Swap"]').click()
      const error = dialog.locator('[data-slot="swap-view"][data-state="error"] [data-slot="swap-view-error"]')
      await error.waitFor()
      expect(await error.textContent()).toBe('Network not supported for Swaps')
      await shot(page, 'swap-view-unsupported-dark')
      await fault('/v1/convert/tokens', null)
      await dialog.locator('[data-slot="swap-view-retry"]').click()
      await dialog.locator('[data-slot="swap-view"][data-state="idle"]').waitFor()
      await dialog.getByRole('button', { name: 'Back' }).click()

      await fault('/v1/onramp/options', 'status-500')
      await fault('/v1/onramp/quote', 'garbage')
      await dialog.locator('[data-slot="account-action"][data-route="OnRamp"]').click()
      const onramp = dialog.locator('[data-slot="onramp-view"]')
      await onramp.and(page.locator('[data-state="idle"]')).waitFor()
      // No purchase currencies from the service: the network's own coin; SPEC §8 currencies and limits.
      expect(await dialog.getByRole('radiogroup', { name: 'Asset to buy' }).getByRole('radio').allTextContents()).toEqual(['ETH'])
      expect(await dialog.getByRole('radiogroup', { name: 'Pay in' }).getByRole('radio').allTextContents()).toEqual(['USD', 'EUR'])
      await dialog.getByRole('radio', { name: 'Bank transfer' }).click()
      await dialog.getByLabel('Amount in USD').fill('25000.01')
      expect(await dialog.locator('[data-slot="onramp-view-limits"]').textContent()).toBe('Enter an amount between 10.00 and 25000.00 USD')
      await dialog.getByLabel('Amount in USD').fill('20000')
      await onramp.and(page.locator('[data-state="ready"]')).waitFor()
      expect(await dialog.locator('[data-slot="onramp-quote-estimate"]').isVisible()).toBe(true)
      expect(await dialog.locator('[data-slot="onramp-quote-purchase"]').textContent()).toBe('≈ 20,000 ETH')
      await shot(page, 'onramp-view-estimate-dark')
    } finally {
      await fetch(`${session.devnet.urls.services}/dev/faults/reset`, { method: 'POST' })
      await page.close()
    }
  })
})
