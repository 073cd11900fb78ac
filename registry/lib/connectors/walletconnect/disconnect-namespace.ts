import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { endSessions } from '@/registry/lib/connectors/walletconnect/end-sessions'
import { rememberSessions } from '@/registry/lib/connectors/walletconnect/remember-sessions'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'

/**
 * Disconnects one namespace: its session ends with the wallet unless it also serves another
 * namespace (one pairing approved EVM and Bitcoin). Then it stays, so the other account keeps
 * signing (disconnecting Bitcoin is not disconnecting EVM), and only stops serving this one, also
 * after a reload (the marker lists it); it ends with its last namespace, or with disconnect().
 *
 * @example
 * await disconnectNamespace(context, 'bip122')
 */
export async function disconnectNamespace(context: WalletConnectContext, namespace: ChainNamespace): Promise<void> {
  const { sessions } = context
  const topic = sessions.of(namespace)?.topic
  if (!topic) return
  if (sessions.served(topic).length > 1) sessions.release(namespace)
  else {
    sessions.remove(topic)
    if (!sessions.all().length) context.pairing.cancel()
    await endSessions(await context.client.loaded(), [topic])
  }
  rememberSessions(context)
  context.facets.emitterOf(namespace).emit('disconnect')
}
