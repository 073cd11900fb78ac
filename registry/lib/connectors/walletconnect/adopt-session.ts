import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/caip-types'
import { rememberSessions } from '@/registry/lib/connectors/walletconnect/remember-sessions'
import type { WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'

export type AdoptSessionParameters = {
  session: WalletConnectSession
  /** The chain asked for on one namespace; the others keep the chain they were on. */
  wanted?: { namespace: ChainNamespace; chainId: number | string | undefined } | undefined
}

/**
 * Holds a new or updated session, remembers the sessions for a reload and announces the account
 * with a `connect` event.
 *
 * @example
 * adoptSession(context, { session, wanted: { namespace: 'eip155', chainId: 1 } })
 */
export function adoptSession(context: WalletConnectContext, { session, wanted }: AdoptSessionParameters): void {
  const { sessions, primary, events } = context
  sessions.adopt(session, wanted)
  rememberSessions(context)
  // The asked-for account, else any the session serves: a session for another namespace alone is announced too,
  // since the 'connect' listeners bring the other namespaces' accounts into the connection.
  const served = chainNamespaces.filter((namespace) => sessions.of(namespace)?.topic === session.topic)
  const result =
    sessions.account(wanted?.namespace ?? primary) ??
    served.map((namespace) => sessions.account(namespace)).find((each) => each !== undefined)
  if (result) events.emit('connect', result)
}
