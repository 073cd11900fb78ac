'use client'

import { useWagmiSync } from '@/registry/hooks/use-wagmi-sync'

/**
 * Keeps wagmi and walletkit in step: render it once inside both `<WagmiProvider>` and
 * `<WalletKitProvider>`. It renders nothing.
 *
 * @example
 * <WagmiProvider config={config}><QueryClientProvider client={queryClient}>
 *   <WalletKitProvider {...options}><WalletKitWagmiSync /><App /></WalletKitProvider>
 * </QueryClientProvider></WagmiProvider>
 */
export function WalletKitWagmiSync(): null {
  useWagmiSync()
  return null
}
