import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createBalances, type TokenBalance } from './balances-store'
import { createSnackbar } from './snackbar-store'

const balance = (symbol: string, decimals: string): TokenBalance => ({ name: symbol, symbol, chainId: 'eip155:1', price: 1, quantity: { decimals, numeric: '1' }, iconUrl: '' })
const params = { address: '0x1111111111111111111111111111111111111111', caipNetworkId: 'eip155:1' } as const

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('balances store', () => {
  test('behavior: balances load through the fetcher by address and network id, dropping decimals 0', async () => {
    const fetchBalances = vi.fn(async () => [balance('ETH', '18'), balance('NFT', '0')])
    const balances = createBalances({ fetchBalances, snackbar: createSnackbar() })
    await balances.load(params)
    expect(fetchBalances).toHaveBeenCalledWith(params)
    expect(balances.store.getState().balances.map((b) => b.symbol)).toEqual(['ETH'])
  })

  test('behavior: wallet asset discovery wins over the API when the wallet supports it', async () => {
    const fetchBalances = vi.fn(async () => [balance('API', '18')])
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities'
        ? { '0x1': { assetDiscovery: { supported: true } } }
        : { '0x1': [{ address: '0x0000000000000000000000000000000000000000', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2 } }] },
    )
    const balances = createBalances({ fetchBalances, getWalletRequest: () => request, snackbar: createSnackbar() })
    await balances.load(params)
    expect(fetchBalances).not.toHaveBeenCalled()
    expect(request.mock.calls.map(([args]) => args.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(balances.store.getState().balances).toEqual([expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' }, value: 2 })])
  })

  test('behavior: without asset discovery the API balance call is used', async () => {
    const fetchBalances = vi.fn(async () => [balance('API', '18')])
    const request = vi.fn(async () => Promise.reject(Object.assign(new Error('nope'), { code: 4200 })))
    const balances = createBalances({ fetchBalances, getWalletRequest: () => request, snackbar: createSnackbar() })
    await balances.load(params)
    expect(balances.store.getState().balances.map((b) => b.symbol)).toEqual(['API'])
  })

  test('behavior: a failure shows Token Balance Unavailable and blocks retries for 30 s', async () => {
    const fetchBalances = vi.fn(async (): Promise<TokenBalance[]> => Promise.reject(new Error('HTTP status code: 500')))
    const snackbar = createSnackbar()
    const balances = createBalances({ fetchBalances, snackbar })
    await balances.load(params)
    expect(balances.store.getState().error).toBe('Token Balance Unavailable')
    expect(snackbar.store.getState()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    // SPEC: retry blocked 30 s.
    vi.advanceTimersByTime(29_999)
    await balances.load(params)
    expect(fetchBalances).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    fetchBalances.mockResolvedValueOnce([balance('ETH', '18')])
    await balances.load(params)
    expect(fetchBalances).toHaveBeenCalledTimes(2)
    expect(balances.store.getState()).toMatchObject({ error: undefined, balances: [{ symbol: 'ETH' }] })
  })
})
