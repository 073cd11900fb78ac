import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { PaymentCurrency, PurchaseCurrency } from '@/registry/lib/api/blockchain/schemas/onramp'
import { getRegisterNameFlow } from '@/registry/lib/state/names/register-name-flow'
import { createOnrampFlow } from '@/registry/lib/state/onramp/onramp-flow'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { INPUT_DEBOUNCE_MS } from './input-debounce'

// SPEC §9 debounce 500 ms, one constant for every input flow. Each flow is driven here at 499 and
// 500 ms (swap-debounce.test.ts and send-flow.test.ts do the same for the swap quote and Send's
// receiver lookup); the numbers are literal so that a changed constant fails here.

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

/** Counts the service calls a flow starts: each begins by asking for the API client, which never answers. */
function counted() {
  const api = vi.fn(() => new Promise<BlockchainApiClient>(() => undefined))
  return api
}

test('default: the debounce is 500 ms', () => {
  expect(INPUT_DEBOUNCE_MS).toBe(500)
})

describe('behavior: the service is asked 500 ms after the last keystroke, not at 499 ms', () => {
  test('name availability (RegisterAccountName)', async () => {
    const blockchainApi = counted()
    const flow = getRegisterNameFlow({ connection: {}, clients: { blockchainApi } } as unknown as WalletKitStores)
    flow.setName('alic')
    await vi.advanceTimersByTimeAsync(300)
    flow.setName('alice')
    await vi.advanceTimersByTimeAsync(499)
    expect(blockchainApi).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(blockchainApi).toHaveBeenCalledOnce()
  })

  test('on-ramp quote', async () => {
    const getApi = counted()
    const network = { caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH' } }
    const flow = createOnrampFlow({ getApi, getAccount: () => undefined, getNetwork: () => network, openWindow: () => null })
    const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '1', max: '1000' }] } as unknown as PaymentCurrency
    const eth: PurchaseCurrency = {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    }
    flow.store.setState({ status: 'ready', paymentCurrency: usd, purchaseCurrency: eth })
    flow.setAmount('10')
    await vi.advanceTimersByTimeAsync(300)
    flow.setAmount('100')
    await vi.advanceTimersByTimeAsync(499)
    expect(getApi).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(getApi).toHaveBeenCalledOnce()
    flow.close()
  })
})
