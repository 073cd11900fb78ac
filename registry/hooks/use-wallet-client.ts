'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { evmChainIdOf, selectConnectedEvmAddress } from '@/registry/lib/state/connection/selectors'
import { findNetwork } from '@/registry/lib/state/networks/find-network'
import { createKitWalletClient, type KitWalletClient } from '@/registry/lib/state/provider/wallet-client'

/**
 * A viem `WalletClient` over the kit's EIP-1193 provider, bound to the connected EVM account and
 * its chain and rebuilt when either changes. `undefined` while no EVM wallet is connected, or while
 * the wallet is on a chain the kit is not configured with (the modal shows that). Outside React:
 * `getWalletClient(kit)`.
 *
 * @example
 * const walletClient = useWalletClient()
 * await walletClient?.writeContract({ address, abi, functionName: 'transfer', args: [to, amount] })
 */
export function useWalletClient(): KitWalletClient | undefined {
  const { kit } = useWalletKitContext('useWalletClient')
  const address = useStore(kit.connection.store, selectConnectedEvmAddress)
  const chainId = useStore(kit.connection.store, (s) => evmChainIdOf(s.accounts.eip155))
  const network = useStore(kit.networks.store, (s) => findNetwork(s.networks, 'eip155', chainId))
  return useMemo(() => (address && network ? createKitWalletClient(kit, address, network) : undefined), [kit, address, network])
}
