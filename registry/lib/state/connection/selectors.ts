import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import type { ConnectionState } from '@/registry/lib/state/connection/connection-store'
import type { NetworksState } from '@/registry/lib/state/networks/networks-store'

// Selectors the account-bound hooks share, so "connected" and "the network we can query" mean the
// same thing in balances, history, NFTs and Receive.

/** The connected account's address, or undefined while connecting, reconnecting or disconnected. */
export function selectConnectedAddress(state: ConnectionState): string | undefined {
  return state.status === 'connected' ? state.account?.address : undefined
}

/** The connected EVM account's address (whichever namespace the modal shows), or undefined. */
export function selectConnectedEvmAddress(state: ConnectionState): string | undefined {
  const account = state.accounts.eip155
  return account?.status === 'connected' ? account.address : undefined
}

/**
 * The active network's CAIP-2 id, or undefined when there is no active namespace or the wallet is
 * on a network the app does not support (nothing should be fetched for it).
 */
export function selectQueryableNetworkId(state: NetworksState): CaipNetworkId | undefined {
  return state.activeNamespace && !state.unsupported ? state.activeByNamespace[state.activeNamespace] : undefined
}

/**
 * The EVM chain id of a connected eip155 account, read from its CAIP-10 id (what viem, wagmi and
 * the EIP-1193 provider report); undefined unless the account is connected. A malformed id throws
 * 'Invalid CAIP-10 address' (the connection store never holds one).
 *
 * @example
 * const chainId = evmChainIdOf(kit.connection.store.getState().accounts.eip155) // 1
 */
export function evmChainIdOf(account: AccountState | undefined): number | undefined {
  if (account?.status !== 'connected' || !account.address || !account.caipAddress) return undefined
  return Number(parseCaipAddress(account.caipAddress).chainId)
}
