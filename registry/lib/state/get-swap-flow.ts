import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'
import type { ServiceUrls } from '@/registry/lib/state/services'
import { swapTokenBalance } from '@/registry/lib/state/swap-balance'
import { createSwapFlow, type SwapFlow } from '@/registry/lib/state/swap-flow'
import { evmAccountOf, evmRequestOf, reloadBalances } from '@/registry/lib/state/kit-evm-account'

const flows = new WeakMap<WalletKit, SwapFlow>()

/**
 * The kit's swap flow, made on first use: this module and the API client ship in the swap
 * view's lazy chunk, not on page load.
 *
 * @example
 * const swap = getSwapFlow(kit, services)
 */
export function getSwapFlow(kit: WalletKit, services: ServiceUrls): SwapFlow {
  let flow = flows.get(kit)
  if (!flow) {
    const api = createBlockchainApiClient({ baseUrl: services.blockchainApiUrl, projectId: kit.options.store.getState().projectId ?? '' })
    flow = createSwapFlow({
      getApi: () => Promise.resolve(api),
      getAccount: () => evmAccountOf(kit),
      getRequest: () => evmRequestOf(kit),
      getBalance: (token) => swapTokenBalance(kit.balances.store.getState().balances, token),
      onSwapped: () => reloadBalances(kit),
    })
    // The balance shown beside the amount follows the balances store (reloaded after each swap).
    kit.balances.store.subscribe(flow.refreshBalance)
    flows.set(kit, flow)
  }
  return flow
}
