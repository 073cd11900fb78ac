import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { Network } from '@/registry/lib/chains/chain-types'
import { InvalidChainIdError } from '@/registry/lib/errors/network'

export type DefineLocalEvmNetworkParameters = {
  id: number
  name: string
  rpcUrl: string
}

/**
 * A Network for a local EVM node (the devnet's anvil chains 31337 and 31338, or any dev node).
 * Marked testnet, ETH as native currency, no block explorer.
 *
 * @example
 * const local = defineLocalEvmNetwork({ id: 31337, name: 'Local 31337', rpcUrl: devnet.evmChains[0].rpcUrl })
 */
export function defineLocalEvmNetwork({ id, name, rpcUrl }: DefineLocalEvmNetworkParameters): Network {
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidChainIdError({ details: `local EVM chain id ${String(id)}` })
  return {
    id,
    caipNetworkId: formatCaipNetworkId({ chainNamespace: 'eip155', chainId: id }),
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}
