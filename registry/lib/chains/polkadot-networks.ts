import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * Polkadot relay chains (namespace polkadot). The CAIP-2 reference is the first 32 hex
 * characters of the genesis block hash, without 0x (the namespace's CAIP-2 profile). Like the
 * other non-EVM presets, the RPC is the blockchain API's node endpoint.
 */
const rpcUrls = { default: { http: ['https://rpc.walletconnect.org/v1'] } }

export const polkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls,
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: false,
}

export const kusama: Network = {
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls,
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  assets: { imageId: 'kusama' },
  testnet: false,
}

export const westend: Network = {
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls,
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: true,
}

export const polkadotNetworks = [polkadot, kusama, westend] as const

/**
 * The SS58 address prefix of each preset (Polkadot 0, Kusama 2, Westend and any other
 * Substrate chain 42). Addresses in CAIP-10 ids are encoded with their chain's prefix.
 */
export const polkadotSs58Prefixes: Readonly<Record<CaipNetworkId, number>> = {
  [polkadot.caipNetworkId]: 0,
  [kusama.caipNetworkId]: 2,
  [westend.caipNetworkId]: 42,
}

/** The generic Substrate prefix, for a chain not in {@link polkadotSs58Prefixes}. */
export const substrateSs58Prefix = 42
