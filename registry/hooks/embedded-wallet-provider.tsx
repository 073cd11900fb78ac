'use client'

import * as React from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { configureEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import type { EmbeddedWalletOptions } from '@/registry/lib/state/embedded/embedded-wallet-options'

export type EmbeddedWalletProviderProps = {
  /** Frame options and networks; by default the kit's projectId, secure-site origin and EVM networks. */
  parameters?: EmbeddedWalletOptions | undefined
  children?: React.ReactNode
}

/**
 * Optional: configures the embedded wallet for the e-mail, social, Farcaster and approval views
 * below it. The `embeddedWallet` option of WalletKitProvider does the same without a wrapper.
 */
export function EmbeddedWalletProvider({ parameters, children }: EmbeddedWalletProviderProps) {
  const { kit } = useWalletKitContext('EmbeddedWalletProvider')
  // Read once, before any view loads the wallet: a new frame per render would lose the session.
  React.useState(() => configureEmbeddedWallet(kit, parameters))
  return <>{children}</>
}
