import { bitcoinNetworks } from '@/registry/lib/chains/bitcoin-networks'
import { evmNetworks, mainnet } from '@/registry/lib/chains/evm-networks'
import { solanaNetworks } from '@/registry/lib/chains/solana-networks'
import type { Network } from '@/registry/lib/chains/chain-types'

/** Every network of SPEC §9, EVM first. Hosts usually pass their own subset instead. */
export const supportedNetworks: readonly Network[] = [...evmNetworks, ...solanaNetworks, ...bitcoinNetworks]

/** SPEC §9: the default chain is eip155:1. */
export const defaultNetwork: Network = mainnet
export const defaultCaipNetworkId = 'eip155:1' as const
