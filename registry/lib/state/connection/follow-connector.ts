import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { logger } from '@/registry/lib/logger/logger'
import type { Networks } from '@/registry/lib/state/networks/networks-store'
import { type AccountState, caipAddressOf, connectedAccount, type ConnectionState } from '@/registry/lib/state/connection/account-state'
import type { StoreApi } from 'zustand/vanilla'

export type FollowedConnection = {
  store: StoreApi<ConnectionState>
  clear: (namespace: ChainNamespace) => void
  updateAccount: (namespace: ChainNamespace, patch: Partial<AccountState>) => void
  networks: Pick<Networks, 'handleChainChanged'>
}

/**
 * What a connected wallet does on its own (another account, another chain, the session ended),
 * applied to its namespace's account. Returns the function that stops listening.
 *
 * @example
 * const stop = followConnector(connector, { store, clear, updateAccount, networks })
 */
export function followConnector(connector: Connector, connection: FollowedConnection): () => void {
  const { store, clear, updateAccount } = connection
  const offs = [
    connector.events.on('accountsChanged', (accounts, details) => {
      const [address] = accounts
      const current = store.getState().accounts[connector.chain]
      if (!address || !current) return clear(connector.chain)
      // A wallet's event is its input: an account that is no CAIP-10 id is ignored, not thrown into the wallet.
      let next: AccountState
      try {
        next = connectedAccount(connector, { address, accounts, chainId: parseCaipAddress(current.caipAddress).chainId, details })
      } catch (error) {
        return logger.warn('connection: accountsChanged ignored', error)
      }
      // An embedded wallet moving between its eoa and smart account keeps its typed account list.
      const known = current.allAccounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
      updateAccount(
        connector.chain,
        known
          ? { ...next, allAccounts: current.allAccounts, ...(known.type !== 'payment' ? { preferredAccountType: known.type } : {}) }
          : next,
      )
    }),
    connector.events.on('chainChanged', (chainId) => {
      const current = store.getState().accounts[connector.chain]
      if (current?.address) {
        try {
          updateAccount(connector.chain, { caipAddress: caipAddressOf(connector.chain, chainId, current.address) })
        } catch (error) {
          return logger.warn('connection: chainChanged ignored', error)
        }
      }
      connection.networks.handleChainChanged(connector.chain, chainId)
    }),
    connector.events.on('disconnect', () => clear(connector.chain)),
  ]
  return () => offs.forEach((off) => off())
}
