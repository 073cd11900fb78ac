import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createBalances, WALLET_ASSETS_TIMEOUT_MS, type TokenBalance } from './balances-store'
import { createSnackbar } from '../modal/snackbar-store'

const balance = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})
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

  test('behavior: a malformed network id is refused with "Invalid CAIP-2 network id" before any call', async () => {
    const fetchBalances = vi.fn(async () => [balance('ETH', '18')])
    const snackbar = createSnackbar()
    const balances = createBalances({ fetchBalances, snackbar })
    for (const caipNetworkId of ['eip155', 'eip155:1:2', 'cosmos:1']) {
      await expect(balances.load({ ...params, caipNetworkId: caipNetworkId as 'eip155:1' })).rejects.toMatchObject({
        code: 'CAIP2_NETWORK_ID_INVALID',
        shortMessage: 'Invalid CAIP-2 network id',
      })
    }
    expect(fetchBalances).not.toHaveBeenCalled()
    expect(balances.store.getState().error).toBeUndefined()
  })

  test('behavior: wallet asset discovery wins over the API when the wallet supports it', async () => {
    const fetchBalances = vi.fn(async () => [balance('API', '18')])
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities'
        ? { '0x1': { assetDiscovery: { supported: true } } }
        : {
            '0x1': [
              {
                address: '0x0000000000000000000000000000000000000000',
                balance: '0xde0b6b3a7640000',
                type: 'NATIVE',
                metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2 },
              },
            ],
          },
    )
    const balances = createBalances({ fetchBalances, getWalletRequest: () => request, snackbar: createSnackbar() })
    await balances.load(params)
    expect(fetchBalances).not.toHaveBeenCalled()
    expect(request.mock.calls.map(([args]) => args.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(balances.store.getState().balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' }, value: 2 }),
    ])
  })

  test('behavior: without asset discovery the API balance call is used', async () => {
    const fetchBalances = vi.fn(async () => [balance('API', '18')])
    const request = vi.fn(async () => Promise.reject(Object.assign(new Error('nope'), { code: 4200 })))
    const balances = createBalances({ fetchBalances, getWalletRequest: () => request, snackbar: createSnackbar() })
    await balances.load(params)
    expect(balances.store.getState().balances.map((b) => b.symbol)).toEqual(['API'])
  })

  test('behavior: a wallet that never answers the capability check does not hold the balances: the API is asked after the wait', async () => {
    const fetchBalances = vi.fn(async () => [balance('API', '18')])
    const request = vi.fn(() => new Promise<unknown>(() => undefined))
    const balances = createBalances({ fetchBalances, getWalletRequest: () => request, snackbar: createSnackbar() })
    const loading = balances.load(params)
    await vi.advanceTimersByTimeAsync(WALLET_ASSETS_TIMEOUT_MS - 1)
    expect(fetchBalances).not.toHaveBeenCalled()
    expect(balances.store.getState().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await loading
    expect(balances.store.getState()).toMatchObject({
      loading: false,
      error: undefined,
      balances: [expect.objectContaining({ symbol: 'API' })],
    })
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
  test('behavior: the 30 s block holds only the failed address and network; a network switched to loads at once, the failed one stays blocked with its first retry time', async () => {
    const other = { ...params, caipNetworkId: 'eip155:10' } as const
    const fetchBalances = vi.fn(
      async ({ caipNetworkId }: { caipNetworkId: string }): Promise<TokenBalance[]> =>
        caipNetworkId === params.caipNetworkId ? Promise.reject(new Error('HTTP status code: 500')) : [balance('OP', '18')],
    )
    const balances = createBalances({ fetchBalances, snackbar: createSnackbar() })
    await balances.load(params)
    const failedAt = balances.store.getState().lastRetry
    expect(balances.store.getState()).toMatchObject({ error: 'Token Balance Unavailable', balances: [] })

    vi.advanceTimersByTime(5_000)
    await balances.load(other)
    expect(fetchBalances).toHaveBeenLastCalledWith(other)
    expect(balances.store.getState()).toMatchObject({ error: undefined, lastRetry: undefined, balances: [{ symbol: 'OP' }] })

    // Back on the failed network inside the block: no request, its error and the same retry time.
    vi.advanceTimersByTime(5_000)
    await balances.load({ ...params, address: params.address.toUpperCase().replace('0X', '0x') })
    expect(fetchBalances).toHaveBeenCalledTimes(2)
    expect(balances.store.getState()).toMatchObject({
      error: 'Token Balance Unavailable',
      balances: [],
      loading: false,
      lastRetry: failedAt,
    })

    // The block ends 30 s after the failure, not after the switch back.
    vi.advanceTimersByTime(20_000)
    await balances.load(params)
    expect(fetchBalances).toHaveBeenCalledTimes(3)
  })

  test('behavior: an answer for a network switched away from while it loaded is not shown', async () => {
    const other = { ...params, caipNetworkId: 'eip155:10' } as const
    let failFirst: (error: Error) => void = () => undefined
    const fetchBalances = vi.fn(
      (parameters: { caipNetworkId: string }): Promise<TokenBalance[]> =>
        parameters.caipNetworkId === params.caipNetworkId
          ? new Promise((_, reject) => (failFirst = reject))
          : Promise.resolve([balance('OP', '18')]),
    )
    const snackbar = createSnackbar()
    const balances = createBalances({ fetchBalances, snackbar })
    const first = balances.load(params)
    await balances.load(other)
    failFirst(new Error('HTTP status code: 500'))
    await first
    expect(balances.store.getState()).toMatchObject({ error: undefined, loading: false, balances: [{ symbol: 'OP' }] })
    expect(snackbar.store.getState().open).toBe(false)
    // The late failure still blocks its own network.
    await balances.load(params)
    expect(fetchBalances).toHaveBeenCalledTimes(2)
    expect(balances.store.getState().error).toBe('Token Balance Unavailable')
  })

  test('behavior: disconnecting (reset) forgets the blocks', async () => {
    const fetchBalances = vi.fn(async (): Promise<TokenBalance[]> => Promise.reject(new Error('HTTP status code: 500')))
    const balances = createBalances({ fetchBalances, snackbar: createSnackbar() })
    await balances.load(params)
    balances.reset()
    await balances.load(params)
    expect(fetchBalances).toHaveBeenCalledTimes(2)
  })
})
