'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import {
  createWalletClient,
  custom,
  type Account,
  type Address,
  type Chain,
  type CustomTransport,
  type EIP1193Provider,
  type WalletClient,
} from 'viem'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { toViemChain } from '@/registry/lib/evm/create-evm-client'
import { evmChainIdOf } from '@/registry/lib/state/connection/selectors'
import { getEip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'

/**
 * A viem `WalletClient` over the kit's EIP-1193 provider, bound to the connected EVM account and
 * its chain and rebuilt when either changes. `undefined` while no EVM wallet is connected, or while
 * the wallet is on a chain the kit is not configured with (the modal shows that).
 *
 * @example
 * const walletClient = useWalletClient()
 * await walletClient?.writeContract({ address, abi, functionName: 'transfer', args: [to, amount] })
 */
export function useWalletClient(): WalletClient<CustomTransport, Chain, Account> | undefined {
  const { kit } = useWalletKitContext('useWalletClient')
  const address = useStore(kit.connection.store, (s) => (s.accounts.eip155?.status === 'connected' ? s.accounts.eip155.address : undefined))
  const chainId = useStore(kit.connection.store, (s) => evmChainIdOf(s.accounts.eip155))
  const network = useStore(kit.networks.store, (s) =>
    chainId === undefined ? undefined : s.networks.find((n) => n.chainNamespace === 'eip155' && String(n.id) === String(chainId)),
  )
  return useMemo(() => {
    if (!address || !network) return undefined
    const provider = getEip1193Provider(kit) as EIP1193Provider
    return createWalletClient({ account: address as Address, chain: toViemChain(network), transport: custom(provider) })
  }, [kit, address, network])
}
