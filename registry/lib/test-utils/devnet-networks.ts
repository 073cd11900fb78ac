import { defineChain, type Chain } from 'viem'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import type { Network } from '@/registry/lib/chains/chain-types'

/** What the devnet reports of each anvil chain it started. */
export type DevnetEvmChain = { chainId: number; name: string; rpcUrl: string }

/** The devnet's anvil chains as the kit's networks (tests only). */
export function devnetEvmNetworks(chains: readonly DevnetEvmChain[]): Network[] {
  return chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
}

/** One devnet anvil chain as a viem chain, for the test's own clients (tests only). */
export function devnetViemChain(chain: DevnetEvmChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
