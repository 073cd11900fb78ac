'use client'

import { useStore } from 'zustand'
import { useAuthConnector } from '@/registry/hooks/use-auth-connector'
import { useFeatures } from '@/registry/hooks/use-features'
import { useFrameReady } from '@/registry/hooks/use-frame-ready'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getSocialLoginFlow } from '@/registry/lib/state/embedded/social-login-flow'
import { filterSocialsForPlatform } from '@/registry/lib/state/embedded/social-platform'

/**
 * The social providers to offer (configured order, minus what Telegram cannot open), and the
 * sign-in action. `signIn` must be called from the click so the popup is allowed, and only once
 * `ready`: the connector is loaded and its secure frame has said READY. `loadError`: the embedded
 * wallet or its frame failed to load (SPEC §8 'Unable to load email login dependency'); `retry`.
 *
 * @example
 * const { socials, ready, loadError, retry, signIn } = useSocialLogin()
 */
export function useSocialLogin() {
  const { kit } = useWalletKitContext('useSocialLogin')
  const features = useFeatures()
  const { connector, error: connectorError, retry: retryConnector } = useAuthConnector()
  const frame = useFrameReady(connector?.frame ?? null)
  const flow = getSocialLoginFlow(kit)
  const state = useStore(flow.store)
  return {
    ...state,
    socials: filterSocialsForPlatform(features.socials || [], kit.platform),
    ready: connector !== null && frame.ready,
    loadError: connectorError ?? frame.error,
    retry: connectorError ? retryConnector : frame.retry,
    signIn: flow.signIn,
  }
}
