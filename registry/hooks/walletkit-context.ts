'use client'

import { createContext, useContext } from 'react'
import { WalletKitProviderNotFoundError } from '@/registry/hooks/errors'
import type { Theme } from '@/registry/hooks/theme'
import type { ServiceUrls } from '@/registry/hooks/services'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'

/** What the provider shares: the stores made once per provider, and the host's theme. */
export type WalletKitContextValue = { kit: WalletKit; theme: Theme | undefined; services: ServiceUrls }

export const WalletKitContext = createContext<WalletKitContextValue | null>(null)

/** The provider's value; throws a typed error when a hook runs outside <WalletKitProvider>. */
export function useWalletKitContext(hook: string): WalletKitContextValue {
  const value = useContext(WalletKitContext)
  if (!value) throw new WalletKitProviderNotFoundError({ hook })
  return value
}
