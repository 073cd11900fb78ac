import { describe, expect, test } from 'vitest'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { swapTokenBalance } from './swap-balance'

const dusdAddress = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth: SwapToken = {
  symbol: 'ETH',
  name: 'Ether',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
}
const dusd: SwapToken = { symbol: 'DUSD', name: 'Dev USD', address: dusdAddress, decimals: 6, logoUri: '' }
const entry = (over: Partial<TokenBalance>): TokenBalance => ({
  name: 'x',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 0,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '0' },
  ...over,
})

describe('swapTokenBalance', () => {
  test('default: the native entry (no address) of the same chain, in base units', () => {
    const balances = [
      entry({ chainId: 'eip155:31338', quantity: { decimals: '18', numeric: '7' } }),
      entry({ quantity: { decimals: '18', numeric: '9999.5' } }),
    ]
    expect(swapTokenBalance(balances, eth)).toBe(9_999_500_000_000_000_000_000n)
  })

  test('behavior: ERC-20 entries match by CAIP-10 address whatever the case', () => {
    expect(
      swapTokenBalance(
        [entry({ symbol: 'DUSD', address: dusdAddress.toLowerCase(), quantity: { decimals: '6', numeric: '12.25' } })],
        dusd,
      ),
    ).toBe(12_250_000n)
  })

  test('behavior: no entry, or a numeric that is no decimal, is unknown rather than zero', () => {
    expect(swapTokenBalance([], dusd)).toBeUndefined()
    expect(swapTokenBalance([entry({ quantity: { decimals: '18', numeric: '1e-7' } })], eth)).toBeUndefined()
  })

  test('behavior: a native token whose id has extra segments matches no entry (its first two parts were taken as the chain)', () => {
    const odd: SwapToken = { ...eth, address: 'eip155:31337:x:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }
    expect(swapTokenBalance([entry({ quantity: { decimals: '18', numeric: '1' } })], odd)).toBeUndefined()
  })
})
