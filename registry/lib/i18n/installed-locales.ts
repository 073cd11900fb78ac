import type { LocalePack } from '@/registry/lib/i18n/define-strings'

/** Fetches one locale pack; called only once that locale is active. */
export type LocaleLoader = () => Promise<LocalePack>

/**
 * Locale packs this app has installed, by BCP 47 tag. `walletkit add locale-de` adds a property
 * such as `de: () => import('@/registry/lib/i18n/locales/de').then((m) => m.de)` and
 * `walletkit remove locale-de` takes it out again; a pack is fetched only when its locale is active.
 */
export const installedLocales: Record<string, LocaleLoader> = {}
