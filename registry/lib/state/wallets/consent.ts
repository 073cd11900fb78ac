import { createStore } from 'zustand/vanilla'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import type { ResolvedLegal } from '@/registry/lib/state/wallets/legal-options'

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
