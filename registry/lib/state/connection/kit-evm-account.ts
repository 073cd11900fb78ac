import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'

// What the wallet feature flows read from a kit: its EVM account, wallet and balances.

/** The connected EVM account of a kit as CAIP-10, when EVM is connected. */
export function evmAccountOf(kit: WalletKit): string | undefined {
  const { status, accounts } = kit.connection.store.getState()
  return status === 'connected' ? accounts.eip155?.caipAddress : undefined
}

/** The active EVM connector's EIP-1193 request, bound to it. */
export function evmRequestOf(kit: WalletKit): ((args: RequestArguments) => Promise<unknown>) | undefined {
  const connector = kit.connection.getActiveConnector('eip155')
  return connector?.request ? (args) => connector.request?.(args) ?? Promise.reject(new Error('connector has no request')) : undefined
}

/**
 * Reloads the balances Account shows, for the account a flow just changed: from the service, not
 * its 30 s cache, which still holds the balances from before the swap or purchase.
 */
export function reloadBalances(kit: WalletKit): void {
  const account = evmAccountOf(kit)
  if (!account) return
  const { address, caipNetworkId } = parseCaipAddress(account)
  void kit.balances.load({ address, caipNetworkId, forceUpdate: true })
}
