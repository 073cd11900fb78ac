import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'

/** A network the kit can connect to (SPEC §3 "Network"). */
export type Network = {
  /** Numeric EVM chain id, or the CAIP-2 reference for other namespaces (a Solana genesis hash prefix). */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  testnet?: boolean | undefined
  /** EVM: the chain's multicall3 contract; the kit's client batches same-tick reads through it (SPEC §9, 1024 bytes a batch). */
  contracts?: { multicall3?: { address: `0x${string}`; blockCreated?: number | undefined } | undefined } | undefined
}
