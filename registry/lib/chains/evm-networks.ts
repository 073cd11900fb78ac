import {
  arbitrum as viemArbitrum,
  aurora as viemAurora,
  avalanche as viemAvalanche,
  base as viemBase,
  bsc as viemBsc,
  celo as viemCelo,
  gnosis as viemGnosis,
  holesky as viemHolesky,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
  zksync as viemZksync,
  zora as viemZora,
  zoraTestnet as viemZoraTestnet,
} from 'viem/chains'
import { fromViemChain } from '@/registry/lib/chains/from-viem-chain'

/**
 * The EVM networks of SPEC §9, built from viem's definitions (imported by name so a bundle
 * only pays for the chains it uses). Image ids are the catalogue's asset ids.
 */
export const mainnet = fromViemChain(viemMainnet, { imageId: 'ethereum' })
export const sepolia = fromViemChain(viemSepolia, { imageId: 'sepolia' })
export const holesky = fromViemChain(viemHolesky, { imageId: 'holesky' })
export const optimism = fromViemChain(viemOptimism, { imageId: 'optimism' })
export const arbitrum = fromViemChain(viemArbitrum, { imageId: 'arbitrum' })
export const polygon = fromViemChain(viemPolygon, { imageId: 'polygon' })
export const celo = fromViemChain(viemCelo, { imageId: 'celo' })
export const aurora = fromViemChain(viemAurora, { imageId: 'aurora' })
export const bsc = fromViemChain(viemBsc, { imageId: 'bsc' })
export const avalanche = fromViemChain(viemAvalanche, { imageId: 'avalanche' })
export const zksync = fromViemChain(viemZksync, { imageId: 'zksync' })
export const gnosis = fromViemChain(viemGnosis, { imageId: 'gnosis' })
export const base = fromViemChain(viemBase, { imageId: 'base' })
export const zora = fromViemChain(viemZora, { imageId: 'zora' })
/** SPEC's "chain 999": viem has three chains with that id; Zora's testnet is the one that sits beside Zora in the list. */
export const zoraTestnet = fromViemChain(viemZoraTestnet, { imageId: 'zora-testnet' })

export const evmNetworks = [
  mainnet,
  sepolia,
  holesky,
  optimism,
  arbitrum,
  polygon,
  celo,
  aurora,
  bsc,
  avalanche,
  zksync,
  gnosis,
  base,
  zora,
  zoraTestnet,
] as const
