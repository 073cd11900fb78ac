'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import type { Chain, PublicClient, Transport } from 'viem'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { createKitPublicClient } from '@/registry/lib/state/provider/public-client'

/**
 * A viem `PublicClient` for the kit's EVM network (the connected wallet's, or the one picked), over
 * the node the kit itself reads from (the blockchain API's node proxy; the network's own RPC URL
 * when there is no project id). Works with no wallet connected; a new client when the network
 * changes. Outside React: `getPublicClient(kit)`.
 *
 * @example
 * const publicClient = usePublicClient()
 * const balance = await publicClient?.readContract({ address, abi, functionName: 'balanceOf', args: [owner] })
 */
export function usePublicClient(): PublicClient<Transport, Chain> | undefined {
  const { kit } = useWalletKitContext('usePublicClient')
  const caipNetworkId = useStore(kit.networks.store, (s) => s.activeByNamespace.eip155)
  const network = useStore(kit.networks.store, (s) => s.networks.find((n) => n.caipNetworkId === caipNetworkId))
  const projectId = useStore(kit.options.store, (s) => s.projectId)
  return useMemo(() => (network ? createKitPublicClient(kit, network, projectId) : undefined), [kit, network, projectId])
}
