import { createStore } from 'zustand/vanilla'
import { alerts } from '@/registry/lib/errors/alerts'
import { catalogueAlert, type Alerts } from '@/registry/lib/state/modal/alerts-store'
import {
  assertSignInOptions,
  getConnectMethodsOrder,
  resolveFeatures,
  type ConnectMethod,
  type Features,
  type SignInOptions,
  type SocialProvider,
} from '@/registry/lib/state/start/options'
import {
  currentTimeZone,
  DEFAULT_RESTRICTED_TIMEZONES,
  isTimeZoneRestricted,
  restrictFeatures,
} from '@/registry/lib/state/onramp/restricted-timezones'
import { PENDING_POLL_INTERVAL_MS } from '@/registry/lib/state/history/pending-polling'
import { filterSocialsForPlatform, type PlatformDetector } from '@/registry/lib/state/embedded/social-platform'
import { resolveLegal, type LegalOptions, type ResolvedLegal } from '@/registry/lib/state/wallets/legal-options'
import { canonicalLocale, DEFAULT_LOCALE } from '@/registry/lib/format/locale'

/**
 * When the modal's code and the Connect view's data are fetched: after the page's load event
 * when the browser is idle, when the user points at or focuses the connect button, or only on open.
 */
export type PreloadPolicy = 'idle' | 'intent' | 'none'

export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }

export type OptionsConfig = SignInOptions & {
  projectId?: string | undefined
  metadata?: Metadata | undefined
  features?: Partial<Features> | undefined
  /** SPEC §9: on unless the host turns it off. */
  enableNetworkSwitch?: boolean | undefined
  enableWalletConnect?: boolean | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  /**
   * IANA timezones where the on-ramp is not offered (SPEC §9). Default DEFAULT_RESTRICTED_TIMEZONES
   * (mainland China, Hong Kong, Macau); `[]` restricts nothing.
   */
  restrictedTimezones?: readonly string[] | undefined
  /** The user's timezone; read from Intl.DateTimeFormat().resolvedOptions() unless given. */
  timeZone?: string | undefined
  /** When the modal's code is fetched (default 'idle'); 'intent' and 'idle' both also fetch on pointer or focus on the connect button. */
  preload?: PreloadPolicy | undefined
  /**
   * SPEC §9: Activity re-reads pending transactions while it is shown. Off by default; `true` polls
   * every PENDING_POLL_INTERVAL_MS (30 s), `{ intervalMs }` at another interval.
   */
  pendingTransactionsPolling?: boolean | { intervalMs: number } | undefined
  /** Terms and privacy links under Connect, and an optional required consent checkbox (issue 30). */
  legal?: LegalOptions | undefined
  /**
   * The language the views speak and format in (a BCP 47 tag, e.g. 'de', 'pt-BR'); 'en-US' unless
   * given. `browserLocale()` follows the visitor's browser; `setLocale` changes it at run time.
   */
  locale?: string | undefined
}

export type OptionsState = {
  projectId: string | undefined
  metadata: Metadata | undefined
  features: Features
  /** Socials after the platform filter; empty when socials are off. */
  socials: readonly SocialProvider[]
  enableNetworkSwitch: boolean
  enableWalletConnect: boolean
  sdkType: string
  sdkVersion: string
  /** The user's timezone is restricted: the on-ramp stays off whatever the host sets. */
  restrictedTimezone: boolean
  preload: PreloadPolicy
  /** The pending-transaction polling interval, or false when polling is off (the default). */
  pendingTransactionsPollingMs: number | false
  /** The host's legal links (web pages only) and whether consent is required. */
  legal: ResolvedLegal
  /** The active locale, canonical (BCP 47). */
  locale: string
}

function resolvePendingPolling(option: OptionsConfig['pendingTransactionsPolling']): number | false {
  if (!option) return false
  return option === true ? PENDING_POLL_INTERVAL_MS : option.intervalMs
}

export const PROJECT_ID_ALERT = catalogueAlert(alerts.projectIdNotConfigured)

/**
 * Host options, validated once: both sign-in options throw, a missing projectId raises its
 * alert (the modal still works against the local services).
 *
 * @example
 * const options = createOptions({ projectId: 'p' }, { alerts, platform })
 */
export function createOptions(config: OptionsConfig, dependencies: { alerts: Alerts; platform: PlatformDetector }) {
  assertSignInOptions(config)
  if (!config.projectId) dependencies.alerts.raise({ ...PROJECT_ID_ALERT })
  const restrictedTimezone = isTimeZoneRestricted(
    config.timeZone ?? currentTimeZone(),
    config.restrictedTimezones ?? DEFAULT_RESTRICTED_TIMEZONES,
  )
  const features = restrictFeatures(resolveFeatures(config.features), restrictedTimezone)
  const store = createStore<OptionsState>()(() => ({
    projectId: config.projectId,
    metadata: config.metadata,
    features,
    socials: features.socials ? filterSocialsForPlatform(features.socials, dependencies.platform) : [],
    enableNetworkSwitch: config.enableNetworkSwitch ?? true,
    enableWalletConnect: config.enableWalletConnect ?? true,
    sdkType: config.sdkType ?? 'appkit',
    sdkVersion: config.sdkVersion ?? 'react-walletkit-4',
    restrictedTimezone,
    preload: config.preload ?? 'idle',
    pendingTransactionsPollingMs: resolvePendingPolling(config.pendingTransactionsPolling),
    legal: resolveLegal(config.legal),
    locale: canonicalLocale(config.locale ?? DEFAULT_LOCALE),
  }))

  function setFeatures(next: Partial<Features>): void {
    const merged = restrictFeatures(resolveFeatures({ ...store.getState().features, ...next }), restrictedTimezone)
    store.setState({ features: merged, socials: merged.socials ? filterSocialsForPlatform(merged.socials, dependencies.platform) : [] })
  }

  /** Switches the language at run time; the views re-render in it and keep their state. An invalid tag throws (RangeError). */
  function setLocale(tag: string | undefined): void {
    const locale = canonicalLocale(tag ?? DEFAULT_LOCALE)
    if (locale !== store.getState().locale) store.setState({ locale })
  }

  function connectMethodsOrder(hasInjectedOrAnnounced: boolean): readonly ConnectMethod[] {
    return getConnectMethodsOrder({ configured: store.getState().features.connectMethodsOrder, hasInjectedOrAnnounced })
  }

  return { store, setFeatures, setLocale, connectMethodsOrder }
}

export type Options = ReturnType<typeof createOptions>
