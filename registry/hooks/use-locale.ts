'use client'

import { useContext, useSyncExternalStore } from 'react'
import { WalletKitContext } from '@/registry/hooks/walletkit-context'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'

// Its own file: the connect button reads the locale for its strings on the page-load path, and
// must not bring the number and date formatters (use-format) with it.

const noSubscription = () => () => undefined

/** The kit's active locale (a canonical BCP 47 tag); en-US outside a provider. */
export function useLocale(): string {
  const options = useContext(WalletKitContext)?.kit.options.store
  return useSyncExternalStore(
    options ? options.subscribe : noSubscription,
    () => options?.getState().locale ?? DEFAULT_LOCALE,
    () => options?.getState().locale ?? DEFAULT_LOCALE,
  )
}
