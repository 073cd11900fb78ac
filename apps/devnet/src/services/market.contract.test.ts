import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Hex } from 'viem'
import { devMarketAbi, devMarketAddresses, nativeCoin } from '../evm/deploy-dev-market'
import { startDevnet, type Devnet } from '../index'

// DevMarket on anvil through the swap and on-ramp endpoints: quotes from the reserves, calldata
// that really swaps, approvals, the slippage revert, and the provider page's payment.
let devnet: Devnet
const chainId = 'eip155:31337'
const native = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const node = () => createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl), pollingInterval: 50 })
const dusd = () => `${chainId}:${devnet.erc20.address}`
const deur = () => `${chainId}:${devMarketAddresses().secondToken.address}`
const user = (i: number) => devnet.evmAccounts[i]!.address

async function api<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  const response = await fetch(`${devnet.urls.services}${path}`, init ? { method: 'POST', body: JSON.stringify(init.body) } : undefined)
  const body = (await response.json()) as T
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`)
  return body
}
const quote = (from: string, to: string, amount: bigint, who: string) =>
  api<{ quotes: Array<{ toAmount: string }> }>(
    `/v1/convert/quotes?projectId=t&from=${from}&to=${to}&amount=${amount}&userAddress=${chainId}:${who}&gasPrice=1`,
  ).then((r) => BigInt(r.quotes[0]!.toAmount))
const build = (from: string, to: string, amount: bigint, who: string) =>
  api<{ tx: { to: string; data: Hex; amount: string; eip155: { gas: string } } }>('/v1/convert/build-transaction', {
    method: 'POST',
    body: { amount: amount.toString(), eip155: { slippage: 1 }, projectId: 't', from, to, userAddress: `${chainId}:${who}` },
  })

// Anvil's dev accounts are unlocked: a JSON-RPC account makes viem send eth_sendTransaction.
async function send(from: `0x${string}`, tx: { to: string; data: Hex; value?: bigint }) {
  const wallet = createWalletClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
  const hash = await wallet.sendTransaction({
    account: from,
    chain: null,
    to: tx.to.split(':').at(-1) as `0x${string}`,
    data: tx.data,
    value: tx.value ?? 0n,
  })
  return node().waitForTransactionReceipt({ hash })
}
const balanceOf = (token: `0x${string}`, who: `0x${string}`) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })

describe('DevMarket behind the swap endpoints', () => {
  test('behavior: quotes are the constant-product amount of the pool reserves (0.3% fee)', async () => {
    const amountIn = parseEther('1')
    const [reserveIn, reserveOut] = (await node().readContract({
      address: devMarketAddresses().market,
      abi: devMarketAbi,
      functionName: 'getReserves',
      args: [nativeCoin, devnet.erc20.address],
    })) as [bigint, bigint]
    expect([reserveIn, reserveOut]).toEqual([parseEther('1000'), parseUnits('2500000', 6)])
    const expected = (amountIn * 9970n * reserveOut) / (reserveIn * 10000n + amountIn * 9970n)
    expect(await quote(native, dusd(), amountIn, user(4))).toBe(expected)
    // 1 ETH at 2500 DUSD minus 0.3% and the 0.1% the trade itself moves the pool.
    expect(expected).toBe(2_490_017_452n)
  })

  test('behavior: build-transaction calldata swaps ETH for DUSD on anvil with a 1% minimum out', async () => {
    const me = user(4)
    const amountIn = parseEther('0.5')
    const quoted = await quote(native, dusd(), amountIn, me)
    const { tx } = await build(native, dusd(), amountIn, me)
    expect(tx.to).toBe(`${chainId}:${devMarketAddresses().market}`)
    expect(tx.amount).toBe(amountIn.toString())
    expect(BigInt(tx.eip155.gas)).toBeGreaterThan(21_000n)
    const before = await balanceOf(devnet.erc20.address, me)
    const receipt = await send(me, { ...tx, value: BigInt(tx.amount) })
    expect(receipt.status).toBe('success')
    expect((await balanceOf(devnet.erc20.address, me)) - before).toBe(quoted)
  })

  test('behavior: DUSD to DEUR needs an approval of the market first; build-approve gives it, allowance reads it', async () => {
    const me = user(5)
    const amountIn = parseUnits('100', 6)
    const allowance = () =>
      api<{ allowance: string }>(`/v1/convert/allowance?projectId=t&tokenAddress=${dusd()}&userAddress=${chainId}:${me}`).then((r) =>
        BigInt(r.allowance),
      )
    expect(await allowance()).toBe(0n)
    const approve = await api<{ tx: { to: string; data: Hex } }>(
      `/v1/convert/build-approve?projectId=t&userAddress=${chainId}:${me}&from=${dusd()}&to=${deur()}`,
    )
    expect(approve.tx.to).toBe(dusd())
    expect((await send(me, approve.tx)).status).toBe('success')
    expect(await allowance()).toBe(maxUint256)
    const quoted = await quote(dusd(), deur(), amountIn, me)
    const { tx } = await build(dusd(), deur(), amountIn, me)
    const before = [await balanceOf(devnet.erc20.address, me), await balanceOf(devMarketAddresses().secondToken.address, me)]
    expect((await send(me, tx)).status).toBe('success')
    expect(before[0]! - (await balanceOf(devnet.erc20.address, me))).toBe(amountIn)
    expect((await balanceOf(devMarketAddresses().secondToken.address, me)) - before[1]!).toBe(quoted)
  })

  test('behavior: a swap whose price moved beyond the 1% slippage reverts with the reason', async () => {
    const me = user(6)
    const { tx } = await build(native, dusd(), parseEther('1'), me)
    // Another trader buys DUSD with 50 ETH first: the pool now pays about 10% less.
    const other = await build(native, dusd(), parseEther('50'), user(7))
    expect((await send(user(7), { ...other.tx, value: BigInt(other.tx.amount) })).status).toBe('success')
    // anvil mines it (the sender gave no reason to refuse): the receipt says reverted, a replay says why.
    const receipt = await send(me, { ...tx, value: BigInt(tx.amount) })
    expect(receipt.status).toBe('reverted')
    const replay = await node()
      .call({ account: me, to: devMarketAddresses().market, data: tx.data, value: BigInt(tx.amount) })
      .catch((e: unknown) => e)
    expect((replay as Error).message).toContain('DevMarket: price moved beyond slippage')
  })

  test('behavior: the second token has a USD price from its DUSD pool', async () => {
    const { fungibles } = await api<{ fungibles: Array<{ symbol: string; price: number }> }>('/v1/fungible/price', {
      method: 'POST',
      body: { currency: 'usd', addresses: [deur(), dusd()], projectId: 't' },
    })
    expect(fungibles.map((f) => f.symbol)).toEqual(['DEUR', 'DUSD'])
    expect(fungibles[0]!.price).toBeCloseTo(1.08, 2)
  })
})

describe('local on-ramp provider page', () => {
  test('behavior: the generated URL shows the order and Pay transfers the amount from the market maker, reported by history onramp', async () => {
    const me = user(8)
    const { url } = await api<{ url: string }>('/v1/generators/onrampurl?projectId=t', {
      method: 'POST',
      body: {
        destinationWallets: [{ address: me, blockchains: ['devnet-31337'], assets: ['DUSD'] }],
        partnerUserId: me,
        defaultNetwork: 'devnet-31337',
        defaultExperience: 'buy',
        presetCryptoAmount: 98.5,
        presetFiatAmount: 100,
      },
    })
    const page = await (await fetch(url)).text()
    expect(page).toContain('98.5 DUSD')
    expect(page).toContain(me)
    const orderId = new URL(url).searchParams.get('orderId')
    const before = await balanceOf(devnet.erc20.address, me)
    const paid = await api<{ status: string; hash: string }>('/dev/onramp/pay', {
      method: 'POST',
      body: { orderId, address: me, asset: 'DUSD', chainId: '31337', cryptoAmount: '98.5', outcome: 'pay' },
    })
    expect(paid.status).toBe('confirmed')
    expect((await balanceOf(devnet.erc20.address, me)) - before).toBe(parseUnits('98.5', 6))
    const history = await api<{
      data: Array<{ metadata: { operationType: string; status: string }; transfers: Array<{ quantity: { numeric: string } }> }>
    }>(`/v1/account/${me}/history?projectId=t&onramp=coinbase`)
    expect(history.data[0]).toMatchObject({
      metadata: { operationType: 'buy', status: 'confirmed' },
      transfers: [{ quantity: { numeric: '98.5' } }],
    })
  })
})
