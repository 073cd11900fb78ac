'use client'

import { createContext, useContext } from 'react'
import { WalletKitProviderNotFoundError } from '@/registry/lib/errors/provider'
import type { Theme } from '@/registry/lib/state/modal/theme'
import type { ServiceUrls } from '@/registry/lib/state/start/service-urls'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

/** What the provider shares: the kit made once per provider, the host's theme, and the kit's service URLs. */
export type WalletKitContextValue = { kit: WalletKit; theme: Theme | undefined; services: ServiceUrls }

export const WalletKitContext = createContext<WalletKitContextValue | null>(null)

/** The provider's value; throws a typed error when a hook runs outside <WalletKitProvider>. */
export function useWalletKitContext(hook: string): WalletKitContextValue {
  const value = useContext(WalletKitContext)
  if (!value) throw new WalletKitProviderNotFoundError({ hook })
  return value
}
