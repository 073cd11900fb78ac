'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getConsent } from '@/registry/lib/state/wallets/consent'

/**
 * The host's terms and privacy links and the consent box: `blocking` is true while a required
 * consent is not ticked (the Connect view then offers nothing to connect with).
 *
 * @example
 * const { legal, accepted, blocking, setAccepted } = useConsent()
 */
export function useConsent() {
  const { kit } = useWalletKitContext('useConsent')
  const consent = getConsent(kit)
  const accepted = useStore(consent.store, (s) => s.accepted)
  return { legal: consent.legal, accepted, blocking: consent.legal.requireConsent && !accepted, setAccepted: consent.setAccepted }
}
