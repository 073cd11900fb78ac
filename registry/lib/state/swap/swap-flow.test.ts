import { describe, expect, test, vi } from 'vitest'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { createSwapFlow } from './swap-flow'

const token = (symbol: string, address: string): SwapToken => ({ name: symbol, symbol, address, decimals: 18, logoUri: '' })
const me = '0x00000000000000000000000000000000000000aa'
const tx = { to: '0x00000000000000000000000000000000000000dd' as const, data: '0x' as const, value: 0n, gas: 21_000n, gasPrice: 1n }

describe('swap flow: the account as CAIP-10', () => {
  test('behavior: an account id with extra segments is the typed CAIP-10 error when the flow opens (its first two parts were taken as the chain)', async () => {
    const getApi = vi.fn(async () => ({}) as BlockchainApiClient)
    const flow = createSwapFlow({ getApi, getAccount: () => `eip155:1:${me}:extra`, getRequest: () => undefined })
    await flow.open()
    expect(flow.store.getState()).toMatchObject({ status: 'error', error: { code: 'CAIP10_ADDRESS_INVALID' } })
    flow.close()
  })

  test('behavior: submit sends from the plain address of the CAIP-10 account', async () => {
    const request = vi.fn(async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    })
    const flow = createSwapFlow({
      getApi: async () => ({}) as BlockchainApiClient,
      getAccount: () => `eip155:1:${me}`,
      getRequest: () => request,
    })
    flow.store.setState({
      quote: { fromAmount: 1n, toAmount: 1n, priceImpact: undefined, networkFeeUsd: undefined, slippage: 1, approval: undefined, swap: tx },
    })
    await flow.submit()
    expect(request).toHaveBeenCalledWith({ method: 'eth_sendTransaction', params: [expect.objectContaining({ from: me, to: tx.to })] })
  })

  test('behavior: submit with a malformed account asks the wallet nothing and shows the typed error (it sent from the last segment)', async () => {
    const request = vi.fn(async () => '0x')
    const flow = createSwapFlow({
      getApi: async () => ({}) as BlockchainApiClient,
      getAccount: () => `eip155:1:${me}:0x00000000000000000000000000000000000000bb`,
      getRequest: () => request,
    })
    flow.store.setState({
      from: token('ETH', 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
      quote: { fromAmount: 1n, toAmount: 1n, priceImpact: undefined, networkFeeUsd: undefined, slippage: 1, approval: undefined, swap: tx },
    })
    await flow.submit()
    expect(request).not.toHaveBeenCalled()
    expect(flow.store.getState()).toMatchObject({ submitStatus: 'error', error: { shortMessage: 'Invalid CAIP-10 address' } })
  })
})
