import type { Network } from '@/registry/lib/chains/chain-types'
import type { AuthContext } from '@/registry/lib/connectors/auth/auth-context'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'

/**
 * Moves the embedded wallet to one of the auth connector's EVM networks (SWITCH_NETWORK); the chain
 * the frame reports is remembered and announced.
 *
 * @example
 * await switchAuthChain(context, base)
 */
export async function switchAuthChain(context: AuthContext, network: Network): Promise<void> {
  if (!context.chains.networkOf(network.id))
    throw new ChainNotSupportedError({ details: `${network.caipNetworkId} is not an auth-connector network` })
  const { chainId } = await context.frame.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
  context.chains.rememberChain(chainId)
  context.events.emit('chainChanged', toEvmChainNumber(chainId) ?? chainId)
}

/**
 * SPEC §4: the frame's chain, which updates the last used chain; its cache answers when the frame cannot.
 *
 * @example
 * const chainId = await readAuthChainId(context) // 1
 */
export async function readAuthChainId({ frame, chains }: Pick<AuthContext, 'frame' | 'chains'>): Promise<number | string> {
  const chainId = await frame.request('GET_CHAIN_ID', undefined).then(
    (r) => r.chainId,
    () => frame.getChainId(),
  )
  frame.setChainId(chainId)
  chains.rememberChain(chainId)
  return toEvmChainNumber(chainId) ?? chainId
}
