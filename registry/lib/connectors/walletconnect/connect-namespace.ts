import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import { rememberSessions } from '@/registry/lib/connectors/walletconnect/remember-sessions'
import { restoreSessions } from '@/registry/lib/connectors/walletconnect/restore-sessions'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'

export type ConnectNamespaceParameters = { namespace: ChainNamespace; chainId?: number | string | undefined }

/**
 * An account on one namespace: the one a held session has there, else a new pairing that proposes
 * that namespace alone, its session kept beside the others.
 *
 * @example
 * const { address } = await connectNamespace(context, { namespace: 'bip122' })
 */
export async function connectNamespace(
  context: WalletConnectContext,
  { namespace, chainId }: ConnectNamespaceParameters,
): Promise<ConnectResult> {
  await restoreSessions(context)
  // A namespace disconnected alone comes back from the held session that still approved it, like
  // any namespace a held session approved: its account is used, no new pairing.
  if (context.sessions.claim(namespace)) rememberSessions(context)
  return context.sessions.account(namespace) ?? context.pairing.run(chainId, namespace)
}
