import type { Network } from '@/registry/lib/chains/chain-types'

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

/** Signet, for development against a public test chain; not in the SPEC §9 list. */
export const bitcoinSignet: Network = {
  id: '00000008819873e925422c1ff0f99f7c',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'sBTC', decimals: 8 },
  rpcUrls,
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
}

/** Regtest (a local chain; every regtest node shares this genesis block); not in the SPEC §9 list. */
export const bitcoinRegtest: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'rBTC', decimals: 8 },
  rpcUrls,
  assets: { imageId: 'bitcoin' },
  testnet: true,
}
