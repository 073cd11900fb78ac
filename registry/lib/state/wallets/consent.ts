import { createStore } from 'zustand/vanilla'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/** The host's terms and privacy links shown under Connect, and whether the user must tick that they agree first. */
export type LegalOptions = {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
  /** A required checkbox: no wallet (nor the e-mail / social wallet) can be picked until it is ticked. */
  requireConsent?: boolean | undefined
}

export type ResolvedLegal = { termsUrl: string | undefined; privacyUrl: string | undefined; requireConsent: boolean }

// Only web pages: a javascript: or data: link from a misconfigured host must not become a clickable link.
function webUrl(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href
    } catch {
      // Falls through to the warning.
    }
  }
  logger.warn(`legal.${option} is not an http(s) URL; it is not shown`, value)
  return undefined
}

/**
 * The host's legal options, with links that are not web pages dropped.
 *
 * @example
 * resolveLegal({ termsUrl: 'https://example.com/terms', requireConsent: true }) // { termsUrl: 'https://example.com/terms', privacyUrl: undefined, requireConsent: true }
 */
export function resolveLegal(options: LegalOptions | undefined): ResolvedLegal {
  return {
    termsUrl: webUrl(options?.termsUrl, 'termsUrl'),
    privacyUrl: webUrl(options?.privacyUrl, 'privacyUrl'),
    requireConsent: options?.requireConsent ?? false,
  }
}

export type ConsentState = { accepted: boolean }

/**
 * Consent before connecting (issue 30): with `requireConsent`, `blocking()` holds until the user
 * ticks the box, and the Connect view offers no wallet, e-mail or social sign-in while it does.
 */
export function createConsent(legal: ResolvedLegal) {
  const store = createStore<ConsentState>(() => ({ accepted: false }))
  return {
    store,
    legal,
    /** Ticking or unticking the box. */
    setAccepted(accepted: boolean): void {
      store.setState({ accepted })
    },
    /** True while a required consent is not given: nothing may connect. */
    blocking(): boolean {
      return legal.requireConsent && !store.getState().accepted
    },
  }
}

export type Consent = ReturnType<typeof createConsent>

// Its own memo, not perKit: this module is on the page-load path, where perKit would join the
// entry chunk (+106 B gzip, measured by e2e/budgets against the 34 KiB page-load budget).
const consents = new WeakMap<WalletKitStores, Consent>()

/** The kit's consent, made on first use from the host's `legal` option. */
export function getConsent(kit: WalletKitStores): Consent {
  let consent = consents.get(kit)
  if (!consent) {
    consent = createConsent(kit.options.store.getState().legal)
    consents.set(kit, consent)
  }
  return consent
}
