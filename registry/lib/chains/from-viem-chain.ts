import type { Chain } from 'viem'
import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { Network } from '@/registry/lib/chains/chain-types'

export type FromViemChainParameters = {
  /** Catalogue image id (`/public/getAssetImage/{imageId}`). */
  imageId?: string | undefined
  /** Replaces viem's public RPC list, e.g. with the blockchain API's node RPC. */
  rpcUrls?: readonly string[] | undefined
}

/**
 * Turns a viem chain definition into a walletkit Network, so the EVM list stays in step with
 * viem's chain data instead of a hand-kept copy.
 *
 * @example
 * import { optimism } from 'viem/chains'
 * const network = fromViemChain(optimism, { imageId: 'optimism' })
 */
export function fromViemChain(chain: Chain, parameters: FromViemChainParameters = {}): Network {
  const explorer = chain.blockExplorers?.default
  const multicall3 = chain.contracts?.multicall3
  return {
    id: chain.id,
    caipNetworkId: formatCaipNetworkId({ chainNamespace: 'eip155', chainId: chain.id }),
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: {
        http: parameters.rpcUrls ?? chain.rpcUrls.default.http,
        webSocket: chain.rpcUrls.default.webSocket,
      },
    },
    blockExplorers: explorer ? { default: { name: explorer.name, url: explorer.url } } : undefined,
    assets: parameters.imageId ? { imageId: parameters.imageId } : undefined,
    testnet: chain.testnet ?? false,
    contracts: multicall3 ? { multicall3: { address: multicall3.address, blockCreated: multicall3.blockCreated } } : undefined,
  }
}
