import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { createSwapFlow } from './swap-flow'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const token = (symbol: string, address: string): SwapToken => ({ name: symbol, symbol, address, decimals: 18, logoUri: '' })

test('default: a quote is asked 500 ms after the last input, not at 499 ms (SPEC §9 debounce)', async () => {
  let asked = 0
  // The quote request starts with the API client; counting those calls counts quotes asked.
  const getApi = () => {
    asked++
    return new Promise<BlockchainApiClient>(() => undefined)
  }
  const flow = createSwapFlow({
    getApi,
    getAccount: () => 'eip155:1:0x00000000000000000000000000000000000000aa',
    getRequest: () => undefined,
  })
  flow.store.setState({
    status: 'ready',
    from: token('ETH', 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
    to: token('DUSD', 'eip155:1:0x00000000000000000000000000000000000000dd'),
  })
  flow.setAmount('1')
  await vi.advanceTimersByTimeAsync(300)
  flow.setAmount('1.5')
  await vi.advanceTimersByTimeAsync(499)
  expect(asked).toBe(0)
  await vi.advanceTimersByTimeAsync(1)
  expect(asked).toBe(1)
  flow.close()
})
