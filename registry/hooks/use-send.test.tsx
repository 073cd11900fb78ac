// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useSend } from '@/registry/hooks/use-send'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'

afterEach(cleanup)

// A real HTTP blockchain API on 127.0.0.1 for the gas price (2 gwei).
let api: LocalServer
beforeAll(async () => {
  // happy-dom's fetch enforces CORS as a browser would.
  const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
  api = await startLocalServer((request) => {
    if (request.method === 'OPTIONS') return { status: 204, headers }
    if (request.url.pathname === '/v1/supported-chains') return { headers, json: { http: ['eip155:31337', 'eip155:31338'], ws: [] } }
    if (request.url.pathname === '/v1/convert/gas-price')
      return { headers, json: { standard: '2000000000', fast: '3000000000', instant: '4000000000' } }
    return { status: 404, headers, json: {} }
  })
})
afterAll(() => api.close())

const eth = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 2500,
  value: Number(numeric) * 2500,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

function render(numeric: string) {
  return renderKitHook(() => useSend(), { props: { blockchainApiUrl: api.url, balances: { fetchBalances: async () => [eth(numeric)] } } })
}

describe('useSend', () => {
  test('default: the balances of the active network, the native coin chosen, and the gas price', async () => {
    const { result, kit } = render('1.5')
    await act(() => kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(result.current.token?.symbol).toBe('ETH'))
    await waitFor(() => expect(result.current.gasPrice).toBe(2_000_000_000n))
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      networkBalanceInUSD: 3750,
      insufficientGas: false,
      exceedsBalance: false,
      loading: false,
    })
    act(() => result.current.setAmount('2'))
    expect(result.current.exceedsBalance).toBe(true)
    expect(kit.connection.store.getState().account?.address).toBe(ADDRESS)
  })

  test('behavior: gasPriceStatus: a native EVM send says failed when the API gives no gas price; known, or an ERC-20 token, needs none', async () => {
    const dusd: TokenBalance = {
      ...eth('5'),
      name: 'Dev USD',
      symbol: 'DUSD',
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      quantity: { decimals: '6', numeric: '5' },
    }
    // No blockchainApiUrl override: the kit's API is a closed port, so the gas price call fails.
    const failing = renderKitHook(() => useSend(), { props: { balances: { fetchBalances: async () => [eth('1'), dusd] } } })
    await act(() => failing.kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(failing.result.current.token?.symbol).toBe('ETH'))
    await waitFor(() => expect(failing.result.current.gasPriceStatus).toBe('failed'))
    act(() => failing.result.current.setToken(dusd))
    expect(failing.result.current.gasPriceStatus).toBeUndefined()
    cleanup()

    const { result, kit } = render('1.5')
    await act(() => kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(result.current.gasPrice).toBe(2_000_000_000n))
    expect(result.current.gasPriceStatus).toBeUndefined()
  })

  test('behavior: a zero native balance is insufficient gas once the gas price is known (SPEC §5)', async () => {
    const { result, kit } = render('0')
    await act(() => kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(result.current.gasPrice).toBe(2_000_000_000n))
    expect(result.current.insufficientGas).toBe(true)
  })
})
