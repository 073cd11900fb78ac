import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * The CAIP-2 reference of apps/devnet's SVM (the first 32 characters of its fixed genesis hash),
 * used when the caller passes none, so the demo and tests agree on one id without importing apps/.
 */
export const localSolanaReference = 'pb4NaC5roYPZ1W67eU8f5buKsv8824a8'

export type DefineLocalSolanaNetworkParameters = {
  rpcUrl: string
  name?: string | undefined
  /** The local VM's genesis hash; only its first 32 characters form the CAIP-2 reference. */
  genesisHash?: string | undefined
}

/**
 * A Network for the devnet's in-process Solana VM behind its JSON-RPC facade.
 *
 * @example
 * const localSolana = defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
 */
export function defineLocalSolanaNetwork({ rpcUrl, name = 'Solana Local', genesisHash }: DefineLocalSolanaNetworkParameters): Network {
  const reference = genesisHash ? genesisHash.slice(0, 32) : localSolanaReference
  return {
    id: reference,
    caipNetworkId: formatCaipNetworkId({ chainNamespace: 'solana', chainId: reference }),
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}
