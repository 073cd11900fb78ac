'use client'

import * as React from 'react'
import { WalletKitContext, type WalletKitContextValue } from '@/registry/hooks/walletkit-context'
import { createWalletKit, type WalletKitConfig } from '@/registry/lib/state/start/create-wallet-kit'
import type { Theme } from '@/registry/lib/state/modal/theme'

export type WalletKitProviderProps = WalletKitConfig & {
  /** Followed on every render (the modal and the secure frame), unlike the other options. */
  theme?: Theme | undefined
  /** Followed on every render too: a new tag re-renders the views in it, keeping their state. */
  locale?: string | undefined
  children?: React.ReactNode
}

/**
 * Creates one kit for this provider instance, starts it once mounted (discovery, session
 * restore, WalletConnect, the embedded wallet, identity) and stops it on unmount. Options are
 * read on the first render only; the theme and the locale follow later renders.
 *
 * @example
 * <WalletKitProvider projectId="…" networks={[mainnet]} theme={{ themeMode: 'light' }}>
 *   <ConnectButton />
 *   <WalletKitModal />
 * </WalletKitProvider>
 */
function WalletKitProvider({ children, theme, locale, ...config }: WalletKitProviderProps) {
  const [kit] = React.useState(() => createWalletKit({ ...config, theme, locale }))
  React.useEffect(() => kit.start(), [kit])
  React.useEffect(() => kit.theme.set(theme), [kit, theme])
  React.useEffect(() => kit.options.setLocale(locale), [kit, locale])
  const value = React.useMemo<WalletKitContextValue>(() => ({ kit, theme, services: kit.services }), [kit, theme])
  return <WalletKitContext.Provider value={value}>{children}</WalletKitContext.Provider>
}

export { WalletKitProvider }
