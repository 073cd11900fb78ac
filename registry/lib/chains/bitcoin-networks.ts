import type { Network } from '@/registry/lib/chains/types'

/**
 * Bitcoin networks (namespace bip122). The CAIP-2 reference is the first 32 hex characters of
 * the genesis block hash. Amounts are in BTC with 8 decimals (satoshis).
 */
const rpcUrls = { default: { http: ['https://rpc.walletconnect.org/v1'] } }

export const bitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls,
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  assets: { imageId: 'bitcoin' },
  testnet: false,
}

export const bitcoinTestnet: Network = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls,
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
}

export const bitcoinNetworks = [bitcoin, bitcoinTestnet] as const
