import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { Network } from '@/registry/lib/chains/types'

/**
 * The CAIP-2 reference of the local SVM when the caller does not pass its genesis hash. Base58
 * and 32 characters like a real one, so code that treats references as hash prefixes still works.
 */
export const localSolanaReference = 'Loca1SVM111111111111111111111111'

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
