'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getOnrampFlow } from '@/registry/lib/state/onramp/get-onramp-flow'
import { onrampProviders } from '@/registry/lib/state/onramp/onramp-flow'

/**
 * The on-ramp flow of the provider's kit: options, amount, quote, providers and the purchase in
 * progress. The flow opens while a component uses the hook and when the account or chain changes.
 *
 * @example
 * const { quote, providers, setAmount, buy } = useOnramp()
 */
export function useOnramp() {
  const { kit } = useWalletKitContext('useOnramp')
  const flow = getOnrampFlow(kit)
  const state = useStore(flow.store)
  const account = useStore(kit.connection.store, (s) => (s.status === 'connected' ? s.accounts.eip155?.caipAddress : undefined))
  React.useEffect(() => {
    void flow.open()
    return () => flow.close()
  }, [flow, account])
  return {
    ...state,
    providers: onrampProviders,
    setAmount: flow.setAmount,
    selectPaymentCurrency: flow.selectPaymentCurrency,
    selectPurchaseCurrency: flow.selectPurchaseCurrency,
    selectPaymentMethod: flow.selectPaymentMethod,
    buy: flow.buy,
  }
}
