import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * The CAIP-2 reference of apps/devnet's Polkadot stand-in (it keeps a balance ledger, it runs no
 * node), used when the caller passes none, so the demo and tests agree on one id without
 * importing apps/. Local addresses use the generic Substrate SS58 prefix 42.
 */
export const localPolkadotReference = '9e4bc837986398d8c0387e8c2492d50d'

export type DefineLocalPolkadotNetworkParameters = {
  /** Where the kit reads balances and sends requests for this network (the devnet's API). */
  rpcUrl: string
  name?: string | undefined
  /** A local chain's genesis hash (with or without 0x); its first 32 hex characters form the reference. */
  genesisHash?: string | undefined
}

/**
 * A Network for a local Polkadot development chain, by default the devnet's stand-in.
 *
 * @example
 * const localPolkadot = defineLocalPolkadotNetwork({ rpcUrl: devnet.urls.blockchainApi })
 */
export function defineLocalPolkadotNetwork({
  rpcUrl,
  name = 'Polkadot Local',
  genesisHash,
}: DefineLocalPolkadotNetworkParameters): Network {
  const reference = genesisHash ? genesisHash.replace(/^0x/i, '').slice(0, 32).toLowerCase() : localPolkadotReference
  return {
    id: reference,
    caipNetworkId: formatCaipNetworkId({ chainNamespace: 'polkadot', chainId: reference }),
    chainNamespace: 'polkadot',
    name,
    nativeCurrency: { name: 'Local Dot', symbol: 'DOT', decimals: 10 },
    rpcUrls: { default: { http: [rpcUrl] } },
    assets: { imageId: 'polkadot' },
    testnet: true,
  }
}
