import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'
import { ProviderUndefinedError } from '@/registry/lib/errors/connector'

/**
 * The account the sessions hold on `namespace`. The connection records the connector's account
 * under its `chain`, so it must be of that namespace: a session without one (a wallet that approved
 * only the host's other namespaces) is refused.
 *
 * @example
 * const { chainId } = accountOn(context, context.primary)
 */
export function accountOn({ sessions }: Pick<WalletConnectContext, 'sessions'>, namespace: ChainNamespace): ConnectResult {
  const result = sessions.account(namespace)
  if (!result)
    throw new ProviderUndefinedError({ details: `The WalletConnect session holds no ${namespace} account on a configured network` })
  return result
}
