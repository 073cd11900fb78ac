// @vitest-environment happy-dom
import type * as React from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, renderHook, waitFor, act } from '@testing-library/react'
import { useOnramp } from '@/registry/hooks/use-onramp'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { WalletKitProviderNotFoundError } from '@/registry/lib/errors/provider'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { localA } from '@/registry/components/test/kit'

afterEach(cleanup)

// Nothing listens on port 9: options and quote fall back as SPEC §8 says.
const wrapper = ({ children }: { children: React.ReactNode }) => (
  <WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()} blockchainApiUrl="http://127.0.0.1:9">
    {children}
  </WalletKitProvider>
)

describe('useOnramp', () => {
  test('default: the SPEC default options when the service is unreachable, the network coin to buy, one provider', async () => {
    const { result } = renderHook(() => useOnramp(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.usingDefaults).toBe(true)
    expect(result.current.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(result.current.paymentCurrency?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(result.current.purchaseCurrency?.symbol).toBe('ETH')
    expect(result.current.providers.map((p) => p.name)).toEqual(['Coinbase'])
  })

  test('parameters: amount outside the card limits names them; inside gives the mocked estimate', async () => {
    const { result } = renderHook(() => useOnramp(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.setAmount('7500.01'))
    expect(result.current.amountLimits).toEqual({ min: '10.00', max: '7500.00' })
    act(() => result.current.setAmount('25'))
    await waitFor(() => expect(result.current.quoteStatus).toBe('ready'), { timeout: 5000 })
    expect(result.current.quoteIsEstimate).toBe(true)
    expect(result.current.quote?.purchaseAmount).toEqual({ amount: '25', currency: 'ETH' })
  })

  test('behavior: outside the provider it throws WalletKitProviderNotFoundError', () => {
    expect(() => renderHook(() => useOnramp())).toThrow(WalletKitProviderNotFoundError)
  })
})
