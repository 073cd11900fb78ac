import { describe, expect, test, vi } from 'vitest'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { OnrampQuote, PurchaseCurrency } from '@/registry/lib/api/blockchain/schemas/onramp'
import { createOnrampFlow, type OnrampNetwork } from './onramp-flow'

const me = '0x00000000000000000000000000000000000000aa'
const network: OnrampNetwork = { caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH' } }
const eth: PurchaseCurrency = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
}

function ready(getAccount: () => string, getNetwork: () => OnrampNetwork = () => network) {
  const openWindow = vi.fn(() => null)
  const flow = createOnrampFlow({ getApi: () => new Promise<BlockchainApiClient>(() => undefined), getAccount, getNetwork, openWindow })
  flow.store.setState({
    status: 'ready',
    purchaseCurrency: eth,
    quote: { purchaseAmount: { amount: '0.1' } } as unknown as OnrampQuote,
    amount: '100',
  })
  return { flow, openWindow }
}

describe('on-ramp flow: CAIP ids', () => {
  test('default: buy opens the checkout for a CAIP-10 account', () => {
    const { flow, openWindow } = ready(() => `eip155:1:${me}`)
    flow.buy()
    expect(openWindow).toHaveBeenCalledOnce()
    expect(flow.store.getState().purchase).toBe('opening')
    flow.close()
  })

  test('behavior: an account id with extra segments opens no checkout and is the typed CAIP-10 error (its last segment was the wallet)', () => {
    const { flow, openWindow } = ready(() => `eip155:1:${me}:0x00000000000000000000000000000000000000bb`)
    flow.buy()
    expect(openWindow).not.toHaveBeenCalled()
    expect(flow.store.getState()).toMatchObject({ purchase: 'idle', error: { code: 'CAIP10_ADDRESS_INVALID' } })
  })

  test('behavior: a network id that is no CAIP-2 id is the typed error on open and on typing, not a crash', async () => {
    const bad = { ...network, caipNetworkId: 'eip155:1:extra' }
    const { flow, openWindow } = ready(
      () => `eip155:1:${me}`,
      () => bad,
    )
    await flow.open()
    expect(flow.store.getState()).toMatchObject({ status: 'idle', error: { code: 'CAIP2_NETWORK_ID_INVALID' } })
    flow.store.setState({
      status: 'ready',
      purchaseCurrency: eth,
      paymentCurrency: { id: 'USD', payment_method_limits: [{ id: 'card', min: '1', max: '1000' }] } as never,
    })
    expect(() => flow.setAmount('100')).not.toThrow()
    expect(flow.store.getState().error).toMatchObject({ code: 'CAIP2_NETWORK_ID_INVALID' })
    flow.buy()
    expect(openWindow).not.toHaveBeenCalled()
  })
})
