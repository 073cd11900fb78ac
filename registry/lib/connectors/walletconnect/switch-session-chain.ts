import type { Network } from '@/registry/lib/chains/chain-types'
import { toHexChainId } from '@/registry/lib/connectors/eip1193-schemas'
import { rememberSessions } from '@/registry/lib/connectors/walletconnect/remember-sessions'
import { routeRequest } from '@/registry/lib/connectors/walletconnect/route-request'
import { sessionChains, sessionMethods } from '@/registry/lib/connectors/walletconnect/session'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'
import { ProviderUndefinedError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { logger } from '@/registry/lib/logger/logger'

/**
 * Moves `network`'s namespace to it within the session serving that namespace, which must have
 * approved it; an EVM wallet that offers wallet_switchEthereumChain is asked to follow.
 *
 * @example
 * await switchSessionChain(context, anvil2)
 */
export async function switchSessionChain(context: WalletConnectContext, network: Network): Promise<void> {
  const current = context.sessions.of(network.chainNamespace)
  if (!current) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
  if (!sessionChains(current, network.chainNamespace).includes(network.caipNetworkId)) {
    throw new ChainNotSupportedError({ details: `The wallet did not approve ${network.caipNetworkId}` })
  }
  if (network.chainNamespace === 'eip155' && sessionMethods(current, 'eip155').includes('wallet_switchEthereumChain')) {
    try {
      await routeRequest(context, { method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(network.id) }] })
    } catch (error) {
      // The chain is approved in the session, so the dapp may address it even if the wallet's UI stays put.
      logger.warn('wallet_switchEthereumChain through the session failed; switching within the session', error)
    }
  }
  context.sessions.setNetwork(network)
  if (network.chainNamespace === context.primary) rememberSessions(context)
  context.facets.emitterOf(network.chainNamespace).emit('chainChanged', network.id)
}
