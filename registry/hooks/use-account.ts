'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'

/**
 * The active account: address, CAIP address, status, profile and the wallet it came from.
 *
 * @example
 * const { address, isConnected } = useAccount()
 */
export function useAccount() {
  const { kit } = useWalletKitContext('useAccount')
  const status = useStore(kit.connection.store, (s) => s.status)
  const account = useStore(kit.connection.store, (s) => s.account)
  const namespace = useStore(kit.connection.store, (s) => s.activeNamespace)
  return {
    status,
    isConnected: status === 'connected',
    isConnecting: status === 'connecting' || status === 'reconnecting',
    namespace,
    address: account?.address,
    caipAddress: account?.caipAddress,
    allAccounts: account?.allAccounts ?? [],
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    user: account?.user,
    preferredAccountType: account?.preferredAccountType,
    smartAccountDeployed: account?.smartAccountDeployed,
    walletInfo: account?.connectedWalletInfo,
  }
}
