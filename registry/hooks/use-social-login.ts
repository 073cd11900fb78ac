'use client'

import { useStore } from 'zustand'
import { useAuthConnector } from '@/registry/hooks/use-auth-connector'
import { useFeatures } from '@/registry/hooks/use-features'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getSocialLoginFlow } from '@/registry/lib/state/embedded/social-login-flow'
import { filterSocialsForPlatform } from '@/registry/lib/state/embedded/social-platform'

/**
 * The social providers to offer (configured order, minus what Telegram cannot open), and the
 * sign-in action. `signIn` must be called from the click so the popup is allowed.
 *
 * @example
 * const { socials, ready, signIn } = useSocialLogin()
 */
export function useSocialLogin() {
  const { kit } = useWalletKitContext('useSocialLogin')
  const features = useFeatures()
  const { connector } = useAuthConnector()
  const flow = getSocialLoginFlow(kit)
  const state = useStore(flow.store)
  return { ...state, socials: filterSocialsForPlatform(features.socials || [], kit.platform), ready: connector !== null, signIn: flow.signIn }
}
