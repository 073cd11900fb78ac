import type { Network } from '@/registry/lib/chains/chain-types'
import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { getLastUsedChain, setLastUsedChain } from '@/registry/lib/storage/last-used-chain'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'

/**
 * Which chain the embedded wallet's eip155 side works on: its networks, the chain a request goes
 * out on, and the kit's last used chain it records from what the frame reports.
 *
 * @example
 * const chains = createAuthChains(networks, safeStorage)
 * chains.evmChain('solana:5eykt4…') // the last EVM chain, never 'eip155:solana:…'
 */
export function createAuthChains(networks: readonly Network[], storage: SafeStorage) {
  const evmNetworks = networks.filter((n) => n.chainNamespace === 'eip155')
  // The last used chain is the kit's, any namespace: only an EVM one says where this side starts.
  const lastEvmChain = (): CaipNetworkId | undefined => {
    const last = getLastUsedChain(storage)
    return last !== undefined && parseCaipNetworkId(last).chainNamespace === 'eip155' ? last : undefined
  }
  // formatCaipNetworkId refuses what is no CAIP-2 reference (a negative number once became 'eip155:-1').
  const evmCaip = (chainId: string | number): CaipNetworkId | undefined => {
    const number = toEvmChainNumber(chainId)
    if (number === undefined) return undefined
    try {
      return formatCaipNetworkId({ chainNamespace: 'eip155', chainId: number })
    } catch {
      return undefined
    }
  }
  // A chain the frame reports, for the kit's last used chain (any namespace), when it is a CAIP-2 id.
  const reported = (chainId: string | number): CaipNetworkId | undefined => {
    try {
      return evmCaip(chainId) ?? parseCaipNetworkId(chainId).caipNetworkId
    } catch {
      return undefined
    }
  }
  return {
    /** The auth connector's EVM network with this id (a number, hex or CAIP-2 string), if it has one. */
    networkOf: (chainId: string | number) => evmNetworks.find((n) => String(n.id) === String(toEvmChainNumber(chainId) ?? chainId)),
    lastEvmChain,
    reported,
    // The frame may sit on the wallet's Solana network: that is no chain to send an EVM request on
    // (it once became 'eip155:solana:…'), so the last EVM one is.
    /** The chain this (eip155) side asks on. */
    evmChain: (chainId: string | number): CaipNetworkId =>
      evmCaip(chainId) ?? lastEvmChain() ?? evmNetworks[0]?.caipNetworkId ?? 'eip155:1',
    /** Records a chain the frame reports as the kit's last used one, when it is a CAIP-2 id. */
    rememberChain: (chainId: string | number): void => {
      const caipNetworkId = reported(chainId)
      if (caipNetworkId) setLastUsedChain(caipNetworkId, storage)
    },
  }
}
