import { settleAccountType } from '@/registry/lib/connectors/auth/auth-account-type'
import type { AuthContext } from '@/registry/lib/connectors/auth/auth-context'
import { recordAuthUser } from '@/registry/lib/connectors/auth/auth-user'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'

/**
 * Reads the signed-in user from the frame (GET_USER) on the chain asked for, else the last EVM one,
 * settles its account type and announces the connection.
 *
 * @example
 * const { address } = await connectAuth(context, { chainId: 1 })
 */
export async function connectAuth(context: AuthContext, options: { chainId?: number | string | undefined } = {}): Promise<ConnectResult> {
  const { frame, chains, parameters } = context
  const chainId = options.chainId ?? chains.lastEvmChain() ?? frame.getChainId() ?? 1
  const user = await frame.request('GET_USER', {
    chainId: chains.evmChain(chainId),
    preferredAccountType: parameters.defaultAccountType ?? 'smartAccount',
  })
  const result = await settleAccountType(context, recordAuthUser(context, user))
  context.events.emit('connect', result)
  return result
}

/**
 * Completes a social login with the redirect URI the provider sent back (CONNECT_SOCIAL), then as connectAuth.
 *
 * @example
 * await connectSocialAuth(context, popup.location.href)
 */
export async function connectSocialAuth(context: AuthContext, uri: string): Promise<ConnectResult> {
  const { frame, chains } = context
  const user = await frame.request('CONNECT_SOCIAL', { uri, chainId: chains.evmChain(chains.lastEvmChain() ?? frame.getChainId()) })
  const result = await settleAccountType(context, recordAuthUser(context, user))
  context.events.emit('connect', result)
  return result
}
