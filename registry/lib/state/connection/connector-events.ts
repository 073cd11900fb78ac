import type { ChainNamespace } from '@/registry/lib/caip/types'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { Connector } from '@/registry/lib/connectors/types'
import { logger } from '@/registry/lib/logger/logger'
import { caipAddressOf, connectedAccount, type AccountState } from '@/registry/lib/state/connection/account-state'
import type { Networks } from '@/registry/lib/state/networks/networks-store'

export type ConnectorEventsContext = {
  account: (namespace: ChainNamespace) => AccountState | undefined
  updateAccount: (namespace: ChainNamespace, patch: Partial<AccountState>) => void
  /** The namespace lost its wallet. */
  clear: (namespace: ChainNamespace) => void
  networks: Pick<Networks, 'handleChainChanged'>
}

/**
 * The wallet can change accounts or chains on its own, or end the session: the connection follows
 * its connector's events. Returns what stops listening.
 *
 * @example
 * const off = watchConnectorEvents(connector, { account, updateAccount, clear, networks })
 */
export function watchConnectorEvents(connector: Connector, context: ConnectorEventsContext): () => void {
  const offs = [
    connector.events.on('accountsChanged', (accounts, details) => {
      const [address] = accounts
      const current = context.account(connector.chain)
      if (!address || !current) return context.clear(connector.chain)
      // A wallet's event is its input: an account that is no CAIP-10 id is ignored, not thrown into the wallet.
      let next: AccountState
      try {
        next = connectedAccount(connector, { address, accounts, chainId: parseCaipAddress(current.caipAddress).chainId, details })
      } catch (error) {
        return logger.warn('connection: accountsChanged ignored', error)
      }
      // An embedded wallet moving between its eoa and smart account keeps its typed account list.
      const known = current.allAccounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
      context.updateAccount(
        connector.chain,
        known
          ? { ...next, allAccounts: current.allAccounts, ...(known.type !== 'payment' ? { preferredAccountType: known.type } : {}) }
          : next,
      )
    }),
    connector.events.on('chainChanged', (chainId) => {
      const current = context.account(connector.chain)
      if (current?.address) {
        try {
          context.updateAccount(connector.chain, { caipAddress: caipAddressOf(connector.chain, chainId, current.address) })
        } catch (error) {
          return logger.warn('connection: chainChanged ignored', error)
        }
      }
      context.networks.handleChainChanged(connector.chain, chainId)
    }),
    connector.events.on('disconnect', () => context.clear(connector.chain)),
  ]
  return () => offs.forEach((off) => off())
}
