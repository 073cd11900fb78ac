import { createStore } from 'zustand/vanilla'
import { formatDeepLink, getWalletLink } from '@/registry/lib/connectors/deep-links'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import type { PlatformDetector } from '@/registry/lib/state/embedded/social-platform'
import { getHandoffWallet, setHandoffWallet, type StoredHandoffWallet } from '@/registry/lib/storage/handoff-wallet'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/** The wallet app a phone hands the pairing (and later requests) to: the catalogue's links for it. */
export type HandoffWallet = StoredHandoffWallet

export type StoreLink = { store: 'appStore' | 'playStore'; href: string }

export type MobileHandoffState = {
  /** The wallet app that holds the session, or that the pairing in progress was handed to. */
  wallet: HandoffWallet | undefined
  /** The pairing URI last handed to the wallet app (each URI is handed over once). */
  handedUri: string | undefined
  /** The deep link last opened: the "Open" button opens it again when the browser blocked it. */
  openedHref: string | undefined
  /** The page was hidden after a hand-off (the wallet app came to the front) and is shown again. */
  returned: boolean
}

export type MobileHandoffDependencies = {
  platform: PlatformDetector
  /** Opens a deep link (the page's location by default). */
  navigate?: ((href: string) => void) | undefined
  /** The page's visibility, watched to know when the user came back from the wallet app. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener'> | undefined
  /** Keeps the wallet that holds the session across reloads (a phone often reloads a page it comes back to). */
  storage?: SafeStorage | undefined
}

// Links that would run code or read local data in the page instead of opening an app.
const unsafeScheme = /^\s*(javascript|data|vbscript|file|blob|about):/i

/**
 * The wallet's mobile link, or none when the catalogue entry has no usable one.
 *
 * @example
 * toHandoffWallet({ id: 'a', name: 'Aurora Wallet', mobile_link: 'aurorawallet://' })?.mobileLink // 'aurorawallet://'
 */
export function toHandoffWallet(wallet: CatalogueWallet): HandoffWallet | undefined {
  const mobileLink = getWalletLink(wallet, 'mobile')
  if (!mobileLink || unsafeScheme.test(mobileLink)) return undefined
  return {
    id: wallet.id,
    name: wallet.name,
    mobileLink,
    appStore: wallet.app_store ?? undefined,
    playStore: wallet.play_store ?? undefined,
  }
}

/**
 * The wallet's store pages, the one for the phone's system first (iOS: App Store, Android: Play),
 * only that one when the system is known and the wallet has it.
 */
export function storeLinksFor(wallet: HandoffWallet, os: ReturnType<PlatformDetector['os']>): StoreLink[] {
  const appStore: StoreLink[] = wallet.appStore ? [{ store: 'appStore', href: wallet.appStore }] : []
  const playStore: StoreLink[] = wallet.playStore ? [{ store: 'playStore', href: wallet.playStore }] : []
  if (os === 'ios' && appStore.length) return appStore
  if (os === 'android' && playStore.length) return playStore
  return [...appStore, ...playStore]
}

/** The link that brings the wallet app holding a session to the front for a request (no URI: the request travels over the relay). */
export function requestLink(wallet: HandoffWallet): string {
  return formatDeepLink(wallet.mobileLink, '').replace(/\?uri=$/, '')
}

const initialState: MobileHandoffState = { wallet: undefined, handedUri: undefined, openedHref: undefined, returned: false }

// In the same tab, as a tapped link would: a scheme or universal link hands over to the app and
// the page stays where it is.
const openInPage = (href: string): void => {
  if (typeof window !== 'undefined') window.open(href, '_self', 'noreferrer noopener')
}

/**
 * Mobile wallet hand-off (issue 30): on a phone, a WalletConnect pairing for a chosen wallet opens
 * that wallet's app with the URI as soon as the URI exists, and every later request to the session
 * (sign, send, switch) brings the same app to the front. On a desktop every action is a no-op.
 */
export function createMobileHandoff(dependencies: MobileHandoffDependencies) {
  const { platform } = dependencies
  const navigate = dependencies.navigate ?? openInPage
  const stored = dependencies.storage ? getHandoffWallet(dependencies.storage) : undefined
  const store = createStore<MobileHandoffState>(() => ({
    ...initialState,
    wallet: stored && !unsafeScheme.test(stored.mobileLink) ? stored : undefined,
  }))
  const active = (): boolean => platform.isMobile()

  const open = (href: string): void => {
    store.setState({ openedHref: href, returned: false })
    navigate(href)
  }

  dependencies.document?.addEventListener('visibilitychange', () => {
    const { openedHref } = store.getState()
    if (dependencies.document?.visibilityState === 'visible' && openedHref) store.setState({ returned: true })
  })

  return {
    store,
    /** A phone's browser: the WalletConnect view hands off instead of leading with a QR code. */
    isActive: active,
    /** The phone's system, for which store link comes first. */
    os: () => platform.os(),
    /**
     * The pairing URI for `wallet` is ready: on a phone, open the wallet's app with it (once per
     * URI: a refreshed URI is handed over again). Without a wallet (WalletConnect itself) nothing opens.
     */
    pairingUriReady(wallet: CatalogueWallet | undefined, uri: string): void {
      if (!active() || !wallet) return
      const target = toHandoffWallet(wallet)
      if (!target || store.getState().handedUri === uri) return
      store.setState({ wallet: target, handedUri: uri })
      if (dependencies.storage) setHandoffWallet(target, dependencies.storage)
      open(formatDeepLink(target.mobileLink, uri))
    },
    /** The "Open" button: the last deep link again (a browser may block a navigation it did not see a tap for). */
    openAgain(): void {
      const { openedHref } = store.getState()
      if (openedHref) open(openedHref)
    },
    /** A request went to the wallet over the session: bring the wallet app that holds it to the front. */
    walletRequestSent(): void {
      const { wallet } = store.getState()
      if (active() && wallet) open(requestLink(wallet))
    },
    /** The session ended: later requests have no app to go to. */
    reset(): void {
      store.setState(initialState)
      if (dependencies.storage) setHandoffWallet(undefined, dependencies.storage)
    },
  }
}

export type MobileHandoff = ReturnType<typeof createMobileHandoff>

// Its own memo, not perKit: this module is on the page-load path, where perKit would join the
// entry chunk (+106 B gzip, measured by e2e/budgets against the 34 KiB page-load budget).
const handoffs = new WeakMap<WalletKitStores, MobileHandoff>()

/** The kit's hand-off, made on first use with the kit's platform detector and the page's document. */
export function getMobileHandoff(kit: WalletKitStores): MobileHandoff {
  let handoff = handoffs.get(kit)
  if (!handoff) {
    handoff = createMobileHandoff({
      platform: kit.platform,
      storage: kit.persistence.storage,
      document: typeof document === 'undefined' ? undefined : document,
    })
    handoffs.set(kit, handoff)
  }
  return handoff
}
