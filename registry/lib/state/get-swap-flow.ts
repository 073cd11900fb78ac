import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { CaipNetworkId } from '@/registry/lib/caip/types'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'
import type { ServiceUrls } from '@/registry/lib/state/services'
import { createSwapFlow, type SwapFlow } from '@/registry/lib/state/swap-flow'
import type { WalletRequest } from '@/registry/lib/state/send-swap-transaction'

const flows = new WeakMap<WalletKit, SwapFlow>()

/** The connected EVM account of a kit as CAIP-10, when EVM is connected. */
export function evmAccountOf(kit: WalletKit): string | undefined {
  const { status, accounts } = kit.connection.store.getState()
  return status === 'connected' ? accounts.eip155?.caipAddress : undefined
}

/** The active EVM connector's EIP-1193 request, bound to it. */
export function evmRequestOf(kit: WalletKit): WalletRequest | undefined {
  const connector = kit.connection.getActiveConnector('eip155')
  return connector?.request ? (args) => connector.request?.(args) ?? Promise.reject(new Error('connector has no request')) : undefined
}

/** Reloads the balances Account shows, for the account a flow just changed. */
export function reloadBalances(kit: WalletKit): void {
  const account = evmAccountOf(kit)
  if (!account) return
  const [namespace, reference, address] = account.split(':')
  if (address) void kit.balances.load({ address, caipNetworkId: `${namespace}:${reference}` as CaipNetworkId })
}

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
      onSwapped: () => reloadBalances(kit),
    })
    flows.set(kit, flow)
  }
  return flow
}
