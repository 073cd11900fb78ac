import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { evmAccountOf, reloadBalances } from '@/registry/lib/state/connection/kit-evm-account'
import { createOnrampFlow, type OnrampFlow, type OnrampNetwork, type PurchaseWindow } from '@/registry/lib/state/onramp/onramp-flow'
import { perKit } from '@/registry/lib/state/start/per-kit'
import { trackOutcome } from '@/registry/lib/state/analytics/track-outcome'

/** The active EVM network of a kit, as the on-ramp needs it. */
function activeNetwork(kit: WalletKit): OnrampNetwork | undefined {
  const { activeByNamespace, networks } = kit.networks.store.getState()
  const id = activeByNamespace.eip155
  return networks.find((n) => n.caipNetworkId === id)
}

// A named window so a second purchase reuses the same popup; 480x720 fits a card checkout.
function openCheckoutWindow(): PurchaseWindow | null {
  if (typeof window === 'undefined') return null
  return window.open('about:blank', 'walletkit-onramp', 'popup,width=480,height=720')
}

/**
 * The kit's on-ramp flow, made on first use so it ships in the on-ramp view's lazy chunk.
 *
 * @example
 * const onramp = getOnrampFlow(kit)
 */
export const getOnrampFlow = /* @__PURE__ */ perKit((kit: WalletKit): OnrampFlow => {
  const flow = createOnrampFlow({
    getApi: kit.clients.blockchainApi,
    getAccount: () => evmAccountOf(kit),
    getNetwork: () => activeNetwork(kit),
    openWindow: openCheckoutWindow,
    onPurchased: () => reloadBalances(kit),
    // Only from the on-ramp view: a user who moved on is not pulled back.
    returnToAccount: () => kit.router.store.getState().view === 'OnRamp' && kit.router.goBackTo('Account'),
  })
  trackOutcome(
    flow.store,
    (state, previous) => {
      if (state.purchase === previous.purchase || (state.purchase !== 'done' && state.purchase !== 'failed')) return undefined
      return {
        event: state.purchase === 'done' ? 'ONRAMP_SUCCESS' : 'ONRAMP_ERROR',
        properties: { amount: state.purchased?.amount, symbol: state.purchased?.symbol },
      }
    },
    kit.analytics,
  )
  return flow
})
