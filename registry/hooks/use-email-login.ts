'use client'

import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { FrameLoadError } from '@/registry/lib/errors/frame'
import { logger } from '@/registry/lib/logger/logger'
import { getEmailLoginFlow, type EmailLoginFlow, type EmailLoginState } from '@/registry/lib/state/embedded/email-login-flow'

const loadingState = createStore<EmailLoginState>(() => ({ step: 'email', email: '', newEmail: '', busy: true, error: null, resendAt: 0 }))

export type UseEmailLoginResult = {
  state: EmailLoginState
  /** Null while the embedded wallet loads, and after it failed to load. */
  actions: EmailLoginFlow | null
  /** SPEC §8 'Unable to load email login dependency' (code FRAME_LOAD_FAILED) when the load failed. */
  loadError: FrameLoadError | null
  /** Loads the embedded wallet again after `loadError` (a failed load is not cached). */
  retry: () => void
}

/**
 * The e-mail login and e-mail change steps and their actions (null actions while the embedded
 * wallet loads). A failed load (the connector's code or its frame could not be set up) is
 * reported as FrameLoadError instead of leaving the form loading forever, with `retry`.
 *
 * @example
 * const { state, actions, loadError, retry } = useEmailLogin(); actions?.submitEmail(email)
 */
export function useEmailLogin(): UseEmailLoginResult {
  const { kit } = useWalletKitContext('useEmailLogin')
  const [flow, setFlow] = useState<EmailLoginFlow | null>(null)
  const [loadError, setLoadError] = useState<FrameLoadError | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    getEmailLoginFlow(kit).then(
      (next) => live && setFlow(next),
      (error: unknown) => {
        logger.error('e-mail login failed to load', error)
        // A failed chunk import or frame set-up is a TypeError or the like: the user sees the SPEC text.
        if (live) setLoadError(error instanceof FrameLoadError ? error : new FrameLoadError({ cause: error }))
      },
    )
    return () => void (live = false)
  }, [kit, attempt])
  const retry = useCallback(() => {
    setLoadError(null)
    setAttempt((n) => n + 1)
  }, [])
  const state = useStore(flow?.store ?? loadingState)
  return { state, actions: flow, loadError, retry }
}
