import { chainNamespaces } from '@/registry/lib/caip/caip-types'
import { parseEventAccounts, parseEventChainId, pickApprovedNetwork } from '@/registry/lib/connectors/walletconnect/active-networks'
import { adoptSession } from '@/registry/lib/connectors/walletconnect/adopt-session'
import type { WalletConnectClientEvent } from '@/registry/lib/connectors/walletconnect/client'
import { findStoredSession } from '@/registry/lib/connectors/walletconnect/find-stored-session'
import { rememberSessions } from '@/registry/lib/connectors/walletconnect/remember-sessions'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'
import { logger } from '@/registry/lib/logger/logger'

// A session ended by the wallet (or expired): the namespaces it served are disconnected, the others stay.
function endSession(context: WalletConnectContext, topic: string): void {
  const served = context.sessions.remove(topic)
  rememberSessions(context)
  if (!context.sessions.all().length) return context.facets.emitDisconnect()
  for (const namespace of served) context.facets.emitterOf(namespace).emit('disconnect')
}

function updateSession(context: WalletConnectContext, topic: string): void {
  const { sessions, primary, events } = context
  void context.client.loaded()?.then((client) => {
    const updated = findStoredSession(client, topic)
    if (updated?.topic !== topic) return
    const servedPrimary = sessions.of(primary)?.topic === topic
    adoptSession(context, { session: updated })
    const result = sessions.account(primary)
    if (servedPrimary && result) events.emit('accountsChanged', result.accounts)
    // Otherwise the wallet narrowed the session to chains this app does not configure.
    else if (servedPrimary) logger.warn('WalletConnect session update left no usable account')
  })
}

/**
 * What sign-client reports of a held session, turned into connector events: its end or expiry,
 * an update (read back from the client's store), and the wallet's chain and account changes on
 * the namespace it serves. Events of sessions not held are ignored.
 *
 * @example
 * client.onEvent((event) => onClientEvent(context, event))
 */
export function onClientEvent(context: WalletConnectContext, event: WalletConnectClientEvent): void {
  const { sessions, primary } = context
  const session = sessions.byTopic(event.topic)
  if (!session) return
  if (event.type === 'session_delete' || event.type === 'session_expire') return endSession(context, event.topic)
  if (event.type === 'session_update') return updateSession(context, event.topic)
  const namespace = chainNamespaces.find((each) => event.chainId.startsWith(`${each}:`)) ?? 'eip155'
  if (sessions.of(namespace)?.topic !== event.topic) return
  if (event.name === 'chainChanged') {
    const chainId = parseEventChainId(event.data)
    const network = chainId === undefined ? undefined : pickApprovedNetwork(session, context.options.networks, namespace, chainId)
    if (!network || String(network.id) !== chainId || network === sessions.network(namespace)) return
    sessions.setNetwork(network)
    if (namespace === primary) rememberSessions(context)
    context.facets.emitterOf(namespace).emit('chainChanged', network.id)
  } else if (event.name === 'accountsChanged' || event.name === 'bip122_addressesChanged') {
    const accounts = parseEventAccounts(event.data)
    if (accounts.length) context.facets.emitterOf(namespace).emit('accountsChanged', accounts)
  }
}
