import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * Solana networks. The CAIP-2 reference is the first 32 characters of each cluster's genesis
 * hash (the namespace's CAIP-2 profile). Like the public presets, the RPC is the blockchain
 * API's node endpoint; the client adds `chainId` and `projectId` at runtime.
 */
const nativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const rpcUrls = { default: { http: ['https://rpc.walletconnect.org/v1'] } }

export const solana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency,
  rpcUrls,
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  assets: { imageId: 'solana' },
  testnet: false,
}

export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency,
  rpcUrls,
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  assets: { imageId: 'solana' },
  testnet: true,
}

export const solanaTestnet: Network = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency,
  rpcUrls,
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  assets: { imageId: 'solana' },
  testnet: true,
}

export const solanaNetworks = [solana, solanaDevnet, solanaTestnet] as const
