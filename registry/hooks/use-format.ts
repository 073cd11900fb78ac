'use client'

import { useContext, useSyncExternalStore } from 'react'
import { WalletKitContext } from '@/registry/hooks/walletkit-context'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { getLocaleFormat, type LocaleFormat } from '@/registry/lib/format/locale-format'

const noSubscription = () => () => undefined

/**
 * The formatters of the kit's active locale (amounts, totals, USD, percentages, dates), the same
 * object until the locale changes. Views format every number and date through it, never with a
 * fixed locale. Outside a provider (a view rendered on fixtures in a story) it is en-US.
 *
 * @example
 * const format = useFormat()
 * format.amount(balance, 18) // '1,234.567' in en-US, '1.234,567' in de
 */
export function useFormat(): LocaleFormat {
  return getLocaleFormat(useLocale())
}

/** The kit's active locale (a canonical BCP 47 tag); en-US outside a provider. */
export function useLocale(): string {
  const options = useContext(WalletKitContext)?.kit.options.store
  return useSyncExternalStore(
    options ? options.subscribe : noSubscription,
    () => options?.getState().locale ?? DEFAULT_LOCALE,
    () => options?.getState().locale ?? DEFAULT_LOCALE,
  )
}
