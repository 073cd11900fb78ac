import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createClient, http, parseEther } from 'viem'
import { getBalance } from 'viem/actions'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createBlockchainApiClient, type BlockchainApiClient } from './create-blockchain-api-client'
import { getBalances } from './get-balances'
import { getNativeBalance } from './get-native-balance'
import { fetchIdentity } from './fetch-identity'
import { reverseLookupName } from './reverse-lookup-name'
import { fetchTransactions } from './fetch-transactions'
import { filterTransactions } from './history/filter-transactions'
import { groupTransactions } from './history/group-transactions'
import { sendTransaction } from '../../evm/send-transaction'
import { waitForTransaction } from '../../evm/wait-for-transaction'

let devnet: Devnet
const chainId = 'eip155:31337'

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
})
afterAll(() => devnet?.stop())
afterEach(() => {
  vi.useRealTimers()
})

const api = (): BlockchainApiClient => createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'contract-test' })
const account = (index: number) => devnet.evmAccounts[index]!.address
const anvil = () => createClient({ transport: http(devnet.urls.evmRpc) })
const stats = async () =>
  (await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { total: number; paths: Record<string, number> }

async function transfer(from: `0x${string}`, to: `0x${string}`, ether: string) {
  const client = anvil()
  const hash = await sendTransaction(client, { from, to, value: parseEther(ether) })
  const outcome = await waitForTransaction(client, { hash, timeout: 30_000, pollingInterval: 50 })
  expect(outcome).toMatchObject({ status: 'confirmed', result: 'success' })
  return hash
}

describe('blockchain API against devnet', () => {
  test('behavior: native and ERC-20 balances of a dev account come from the node', async () => {
    const address = account(5)
    const balances = await getBalances(api(), { address, chainId })
    const onNode = await getBalance(anvil(), { address })
    expect(balances.find((b) => b.symbol === 'ETH')?.quantity).toEqual({ decimals: '18', numeric: String(onNode / 10n ** 18n) })
    expect(balances.find((b) => b.symbol === devnet.erc20.symbol)).toMatchObject({
      address: `${chainId}:${devnet.erc20.address}`,
      quantity: { decimals: String(devnet.erc20.decimals), numeric: '1000000' },
    })
    await expect(getNativeBalance(api(), { address, chainId })).resolves.toBe(onNode)
  })

  test('behavior: a transfer sent with viem appears in history', async () => {
    const from = account(6)
    const to = account(7)
    const hash = await transfer(from, to, '1.25')
    const page = await fetchTransactions(api(), { account: from, chainId })
    const visible = filterTransactions(page.data, { chainId })
    const sent = visible.find((t) => t.metadata.hash === hash)
    expect(sent?.transfers?.[0]).toMatchObject({ direction: 'out', quantity: { numeric: '1.25' } })
    const groups = groupTransactions(visible)
    expect(groups[0]?.months[0]?.transactions.some((t) => t.metadata.hash === hash)).toBe(true)
  })

  test('behavior: the portfolio is cached 30 s, then read again from the node', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = api()
    const address = account(8)
    const eth = async () => (await getBalances(client, { address, chainId })).find((b) => b.symbol === 'ETH')?.quantity.numeric
    const before = await eth()
    await transfer(address, account(9), '2')
    vi.setSystemTime(Date.now() + 29_000)
    expect(await eth()).toBe(before)
    vi.setSystemTime(Date.now() + 1_000)
    expect(Number(await eth())).toBeLessThan(Number(before) - 1.9)
  })

  test('behavior: the native balance (node RPC) is cached 30 s, then read again from the node', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = api()
    const address = account(3)
    const before = await getNativeBalance(client, { address, chainId })
    await transfer(address, account(4), '3')
    vi.setSystemTime(Date.now() + 29_999)
    expect(await getNativeBalance(client, { address, chainId })).toBe(before)
    vi.setSystemTime(Date.now() + 1)
    expect(await getNativeBalance(client, { address, chainId })).toBeLessThan(before - parseEther('2.9'))
  })

  test('behavior: identity and reverse name lookups are cached 5 minutes, then asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = api()
    const address = account(2)
    const asked = async (prefix: string) =>
      Object.entries((await stats()).paths)
        .filter(([path]) => path.startsWith(prefix))
        .reduce((sum, [, n]) => sum + n, 0)
    const lookups = () => Promise.all([fetchIdentity(client, { address }), reverseLookupName(client, { address })])
    await lookups()
    const [identity, reverse] = [await asked('/v1/identity/'), await asked('/v1/profile/reverse/')]
    vi.setSystemTime(Date.now() + 5 * 60_000 - 1)
    await lookups()
    expect([await asked('/v1/identity/'), await asked('/v1/profile/reverse/')]).toEqual([identity, reverse])
    vi.setSystemTime(Date.now() + 1)
    await lookups()
    expect([await asked('/v1/identity/'), await asked('/v1/profile/reverse/')]).toEqual([identity + 1, reverse + 1])
  })
})
