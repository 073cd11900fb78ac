'use client'

import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getEmailLoginFlow, type EmailLoginFlow, type EmailLoginState } from '@/registry/lib/state/email-login-flow'

const loadingState = createStore<EmailLoginState>(() => ({ step: 'email', email: '', newEmail: '', busy: true, error: null, resendAt: 0 }))

/**
 * The e-mail login and e-mail change steps and their actions (null actions while the embedded
 * wallet loads).
 *
 * @example
 * const { state, actions } = useEmailLogin(); actions?.submitEmail(email)
 */
export function useEmailLogin(): { state: EmailLoginState; actions: EmailLoginFlow | null } {
  const { kit } = useWalletKitContext('useEmailLogin')
  const [flow, setFlow] = useState<EmailLoginFlow | null>(null)
  useEffect(() => {
    let live = true
    getEmailLoginFlow(kit).then((next) => live && setFlow(next), () => undefined)
    return () => void (live = false)
  }, [kit])
  const state = useStore(flow?.store ?? loadingState)
  return { state, actions: flow }
}
