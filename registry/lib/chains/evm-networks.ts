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
export const mainnet = /* @__PURE__ */ fromViemChain(viemMainnet, { imageId: 'ethereum' })
export const sepolia = /* @__PURE__ */ fromViemChain(viemSepolia, { imageId: 'sepolia' })
export const holesky = /* @__PURE__ */ fromViemChain(viemHolesky, { imageId: 'holesky' })
export const optimism = /* @__PURE__ */ fromViemChain(viemOptimism, { imageId: 'optimism' })
export const arbitrum = /* @__PURE__ */ fromViemChain(viemArbitrum, { imageId: 'arbitrum' })
export const polygon = /* @__PURE__ */ fromViemChain(viemPolygon, { imageId: 'polygon' })
export const celo = /* @__PURE__ */ fromViemChain(viemCelo, { imageId: 'celo' })
export const aurora = /* @__PURE__ */ fromViemChain(viemAurora, { imageId: 'aurora' })
export const bsc = /* @__PURE__ */ fromViemChain(viemBsc, { imageId: 'bsc' })
export const avalanche = /* @__PURE__ */ fromViemChain(viemAvalanche, { imageId: 'avalanche' })
export const zksync = /* @__PURE__ */ fromViemChain(viemZksync, { imageId: 'zksync' })
export const gnosis = /* @__PURE__ */ fromViemChain(viemGnosis, { imageId: 'gnosis' })
export const base = /* @__PURE__ */ fromViemChain(viemBase, { imageId: 'base' })
export const zora = /* @__PURE__ */ fromViemChain(viemZora, { imageId: 'zora' })
/** SPEC's "chain 999": viem has three chains with that id; Zora's testnet is the one that sits beside Zora in the list. */
export const zoraTestnet = /* @__PURE__ */ fromViemChain(viemZoraTestnet, { imageId: 'zora-testnet' })

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
