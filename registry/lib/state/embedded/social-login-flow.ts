import { createStore } from 'zustand/vanilla'
import { sendPopupToProvider } from '@/registry/lib/connectors/auth/popup-navigation'
import { waitForSocialResult } from '@/registry/lib/connectors/auth/social-popup'
import { alerts } from '@/registry/lib/errors/alerts'
import { FrameTimeoutError } from '@/registry/lib/errors/frame'
import { catalogueAlert } from '@/registry/lib/state/modal/alerts-store'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import type { SocialProvider } from '@/registry/lib/state/start/options'
import { perKit } from '@/registry/lib/state/start/per-kit'

/** The social providers that sign in through a popup (Farcaster has its own QR flow). */
export type PopupSocialProvider = Exclude<SocialProvider, 'farcaster'>

export type SocialLoginState = {
  /** The provider whose popup is open, while signing in. */
  busy: PopupSocialProvider | null
  /** The browser refused the popup: the user must allow pop-ups. */
  popupBlocked: boolean
  error: unknown
}

/** SPEC/API.md §5: the popup first shows the secure site's loading page, 600×800. */
const popupFeatures = 'width=600,height=800'

function createSocialLoginFlow(kit: WalletKitStores) {
  const store = createStore<SocialLoginState>(() => ({ busy: null, popupBlocked: false, error: null }))
  const wallet = getEmbeddedWallet(kit)

  /**
   * Must be called from the click itself: the popup opens synchronously, before any await, so
   * pop-up blockers allow it. Resolves when the user is connected or the attempt has failed.
   */
  async function signIn(
    provider: PopupSocialProvider,
    open: (url: string) => Window | null = (url) => window.open(url, 'w3m-social', popupFeatures),
  ): Promise<void> {
    const auth = wallet.loaded()
    if (!auth || store.getState().busy) return
    const origin = auth.frame.origin
    const popup = open(`${origin}/loading`)
    if (!popup) return store.setState({ popupBlocked: true, error: null })
    store.setState({ busy: provider, popupBlocked: false, error: null })
    try {
      await sendPopupToProvider(popup, auth.getSocialRedirectUri(provider))
      const result = await waitForSocialResult(popup, origin)
      await kit.connection.connect(auth, { login: () => auth.connectSocial(result) })
      store.setState({ busy: null })
    } catch (error) {
      // SPEC §8 social-login timeout alert; the view shows the error text too.
      if (error instanceof FrameTimeoutError) kit.alerts.raise(catalogueAlert(alerts.socialLoginTimeout))
      store.setState({ busy: null, error })
    } finally {
      popup.close()
    }
  }

  return { store, signIn }
}

export type SocialLoginFlow = ReturnType<typeof createSocialLoginFlow>
/**
 * The social login of a kit: one popup at a time, then CONNECT_SOCIAL through the frame and the
 * connection store. Created on first use.
 *
 * @example
 * button.onclick = () => void getSocialLoginFlow(kit).signIn('github')
 */
export const getSocialLoginFlow = /* @__PURE__ */ perKit((kit: WalletKitStores): SocialLoginFlow => createSocialLoginFlow(kit))
