'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { evmChainIdOf } from '@/registry/lib/state/connection/selectors'
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
  const address = useStore(kit.connection.store, (s) => (s.accounts.eip155?.status === 'connected' ? s.accounts.eip155.address : undefined))
  const chainId = useStore(kit.connection.store, (s) => evmChainIdOf(s.accounts.eip155))
  const network = useStore(kit.networks.store, (s) =>
    chainId === undefined ? undefined : s.networks.find((n) => n.chainNamespace === 'eip155' && String(n.id) === String(chainId)),
  )
  return useMemo(() => (address && network ? createKitWalletClient(kit, address, network) : undefined), [kit, address, network])
}
