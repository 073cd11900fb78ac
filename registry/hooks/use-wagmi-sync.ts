'use client'

import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { bindWalletKit } from '@/registry/lib/wagmi/walletkit-connector'

/**
 * Hands the kit of the surrounding `<WalletKitProvider>` to the `walletKit()` connectors of the
 * surrounding `<WagmiProvider>`'s config, for as long as the calling component is mounted.
 */
export function useWagmiSync(): void {
  const config = useConfig()
  const { kit } = useWalletKitContext('useWagmiSync')
  useEffect(() => bindWalletKit(config, kit), [config, kit])
}
