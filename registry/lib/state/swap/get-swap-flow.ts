import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { perKit } from '@/registry/lib/state/start/per-kit'
import { swapTokenBalance } from '@/registry/lib/state/swap/swap-balance'
import { createSwapFlow, type SwapFlow } from '@/registry/lib/state/swap/swap-flow'
import { messageOf, trackOutcome } from '@/registry/lib/state/analytics/track-outcome'
import { evmAccountOf, evmRequestOf, reloadBalances } from '@/registry/lib/state/connection/kit-evm-account'

/**
 * The kit's swap flow, made on first use: this module and the API client ship in the swap
 * view's lazy chunk, not on page load.
 *
 * @example
 * const swap = getSwapFlow(kit)
 */
export const getSwapFlow = /* @__PURE__ */ perKit((kit: WalletKit): SwapFlow => {
  const flow = createSwapFlow({
    getApi: kit.clients.blockchainApi,
    getAccount: () => evmAccountOf(kit),
    getRequest: () => evmRequestOf(kit),
    getBalance: (token) => swapTokenBalance(kit.balances.store.getState().balances, token),
    onSwapped: () => reloadBalances(kit),
  })
  // The balance shown beside the amount follows the balances store (reloaded after each swap).
  kit.balances.store.subscribe(flow.refreshBalance)
  trackOutcome(
    flow.store,
    (state, previous) => {
      if (state.submitStatus === previous.submitStatus) return undefined
      const pair = { from: previous.from?.symbol, to: previous.to?.symbol, amount: previous.amount }
      if (state.submitStatus === 'success') return { event: 'SWAP_SUCCESS', properties: pair }
      if (state.submitStatus === 'error') return { event: 'SWAP_ERROR', properties: { ...pair, message: messageOf(state.error) } }
      return undefined
    },
    kit.analytics,
  )
  return flow
})
