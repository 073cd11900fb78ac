import { toHexChainId } from '@/registry/lib/connectors/eip1193-schemas'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { requestNamespace } from '@/registry/lib/connectors/walletconnect/namespace-requests'
import { requestThroughSession } from '@/registry/lib/connectors/walletconnect/request-through-session'
import { restoreSessions } from '@/registry/lib/connectors/walletconnect/restore-sessions'
import { sessionAddresses, sessionMethods } from '@/registry/lib/connectors/walletconnect/session'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'
import { ProviderUndefinedError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'

/**
 * The connector's `request`: the EVM account and chain are answered from the session; any other
 * method goes to the namespace its name says (`solana_`, `bip122_`, `polkadot_`, else eip155),
 * through the session serving it, on that namespace's network.
 *
 * @example
 * await routeRequest(context, { method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export async function routeRequest(context: WalletConnectContext, args: RequestArguments): Promise<unknown> {
  const { sessions } = context
  await restoreSessions(context)
  if (!sessions.all().length) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
  if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return sessions.account('eip155')?.accounts ?? []
  const evm = sessions.network('eip155')
  if (args.method === 'eth_chainId' && evm) return toHexChainId(evm.id)
  const namespace = requestNamespace(args.method)
  const network = sessions.network(namespace)
  const current = sessions.of(namespace)
  if (!network || !current) throw new ChainNotSupportedError({ details: `The session approved no network for ${args.method}` })
  const client = await context.client.get()
  const [account] = sessionAddresses(current, network.caipNetworkId)
  // The 'wallet_request' message lets a phone bring the wallet app to the front (mobile hand-off).
  const onWalletRequest = () => context.events.emit('message', { type: 'wallet_request', data: args.method })
  return requestThroughSession(
    client,
    { topic: current.topic, network, sessionMethods: sessionMethods(current, network.chainNamespace), account, onWalletRequest },
    args,
  )
}
