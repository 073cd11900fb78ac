import { describe, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { formatUnits, getWalletAssets, supportsAssetDiscovery } from './wallet-assets'
import { WalletCapabilitiesParseError as WalletCapabilitiesError } from '@/registry/lib/errors/account'

const address = '0x1111111111111111111111111111111111111111'

describe('wallet assets', () => {
  test('behavior: capability check precedes an asset query by account and chain filter', async () => {
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities'
        ? { '0x7a69': { assetDiscovery: { supported: true } } }
        : {
            '0x7a69': [
              {
                address: '0x2222222222222222222222222222222222222222',
                balance: '0x16e360',
                type: 'ERC20',
                metadata: { name: 'Dev', symbol: 'DEV', decimals: 6 },
              },
            ],
          },
    )
    const assets = await getWalletAssets(request, { address, chainId: 31337 })
    expect(request.mock.calls.map(([a]) => a)).toEqual([
      { method: 'wallet_getCapabilities', params: [address] },
      { method: 'wallet_getAssets', params: [{ account: address, chainFilter: ['0x7a69'] }] },
    ])
    expect(assets).toEqual([
      {
        name: 'Dev',
        symbol: 'DEV',
        chainId: 'eip155:31337',
        address: 'eip155:31337:0x2222222222222222222222222222222222222222',
        value: 0,
        price: 0,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: '',
      },
    ])
  })

  test('behavior: a token whose address has a colon is left out with a warning, not made a four-part id', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const dev = { balance: '0x1', type: 'ERC20', metadata: { name: 'Dev', symbol: 'DEV', decimals: 6 } }
    const request = async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities'
        ? { '0x1': { assetDiscovery: { supported: true } } }
        : {
            '0x1': [
              { ...dev, address: '0x22:0x33' },
              { ...dev, address: '0x2222222222222222222222222222222222222222' },
            ],
          }
    const assets = await getWalletAssets(request, { address, chainId: 1 })
    expect(assets?.map((a) => a.address)).toEqual(['eip155:1:0x2222222222222222222222222222222222222222'])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  test('behavior: a wallet without asset discovery gives undefined', async () => {
    expect(await getWalletAssets(async () => ({ '0x1': {} }), { address, chainId: 1 })).toBeUndefined()
    expect(
      await getWalletAssets(async () => Promise.reject(Object.assign(new Error(), { code: -32601 })), { address, chainId: 1 }),
    ).toBeUndefined()
  })

  test('behavior: malformed capabilities are Error parsing wallet capabilities', async () => {
    expect(() => supportsAssetDiscovery('garbage', 1)).toThrow(WalletCapabilitiesError)
    expect(() => supportsAssetDiscovery('garbage', 1)).toThrow('Error parsing wallet capabilities')
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    expect(await getWalletAssets(async () => 'garbage', { address, chainId: 1 })).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Error parsing wallet capabilities', expect.anything())
    warn.mockRestore()
  })

  test('behavior: formatUnits is exact', () => {
    expect(formatUnits(1500000n, 6)).toBe('1.5')
    expect(formatUnits(10n ** 18n, 18)).toBe('1')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(-25n, 1)).toBe('-2.5')
  })
})
