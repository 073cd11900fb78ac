import * as React from 'react'
import { ModalHeader } from '@/registry/components/modal/modal-header'
import { ModalNotices } from '@/registry/components/modal/modal-notices'
import { modalStrings, titleForView } from '@/registry/components/modal/strings'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'
import { useLocale } from '@/registry/hooks/use-locale'
import { useStrings } from '@/registry/hooks/use-strings'
import { useTheme } from '@/registry/hooks/use-theme'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitProvider, type WalletKitProviderProps } from '@/registry/hooks/walletkit-provider'
import { localeDirection } from '@/registry/lib/format/locale'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { balances, fixtureFrame, networks } from './fixtures'
import { registerWalletConnect } from './seeds'
import { useStoryLocale } from './story-locale'
import { useThemeMode } from './theme-mode'

export type Seed = (kit: WalletKit) => void | Promise<void>

type KitStoryProps = {
  /** Puts fixture data into the stores through their public actions before the story renders. */
  seed?: Seed | undefined
  /** Provider options over the docs defaults (networks, features, theme variables...). */
  config?: Partial<WalletKitProviderProps> | undefined
  /** Wraps the story in EmbeddedWalletProvider over the scripted frame (e-mail, social, approvals). */
  embeddedWallet?: boolean | undefined
  /** The modal view the card's header names; no card at all when `card` is false. */
  view?: string | undefined
  card?: boolean | undefined
  children: React.ReactNode
}

// Two services have no store to seed: the AllWallets catalogue (public/getWallets) and the
// identity lookup the provider runs for a connected account (public/v1/identity/<address>).
// Their fixtures are static files Storybook serves itself, on the page's own origin.
const fixtureOrigin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin

/**
 * A WalletKitProvider with its own memory storage and fixture balances, seeded stores, and the
 * view drawn on a modal-sized card in the toolbar's theme mode.
 */
export function KitStory({ seed, config, embeddedWallet, view, card = true, children }: KitStoryProps) {
  const themeMode = useThemeMode()
  const locale = useStoryLocale()
  const [storage] = React.useState(() => createMemoryStorage())
  const [frame] = React.useState(() => fixtureFrame())
  // The embedded wallet's keys (e-mail throttle, last chain...) stay in this story's memory too.
  const [authStorage] = React.useState(() => createSafeStorage(() => storage))
  const content = card ? <ViewCard view={view}>{children}</ViewCard> : children
  return (
    <WalletKitProvider
      projectId="walletkit-docs"
      networks={networks}
      storage={storage}
      catalogueUrl={fixtureOrigin}
      blockchainApiUrl={fixtureOrigin}
      balances={{ fetchBalances: async () => balances, fetchWalletAssets: async () => undefined }}
      {...config}
      locale={locale ?? config?.locale}
      theme={{ ...config?.theme, themeMode }}
    >
      <Seeded seed={seed}>
        {embeddedWallet ? (
          <EmbeddedWalletProvider parameters={{ frame, networks, storage: authStorage }}>{content}</EmbeddedWalletProvider>
        ) : (
          content
        )}
      </Seeded>
    </WalletKitProvider>
  )
}

/** Renders its children once the seed has run (the stores then hold the story's data). */
function Seeded({ seed, children }: { seed?: Seed | undefined; children: React.ReactNode }) {
  const { kit } = useWalletKitContext('Seeded')
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => {
    let live = true
    // Registered before the provider's own effects run, so nothing reaches for the real relay.
    registerWalletConnect(kit)
    void Promise.resolve(seed?.(kit)).then(() => live && setReady(true))
    return () => void (live = false)
  }, [kit, seed])
  return ready ? children : null
}

/** The modal's card (header, view, notices) without the dialog around it. */
export function ViewCard({ view, children }: { view?: string | undefined; children: React.ReactNode }) {
  const theme = useTheme()
  // As the modal's root does: the active locale's strings, language and direction.
  const strings = useStrings(modalStrings)
  const locale = useLocale()
  return (
    <div {...theme} lang={locale} dir={localeDirection(locale)} data-slot="docs-view" className="inline-block">
      <div className="relative w-[360px] max-w-full overflow-hidden rounded-wk-xl border border-wk-border bg-wk-surface-1 pb-3 font-wk text-wk-fg shadow-2xl">
        {view ? (
          <ModalHeader title={titleForView(view, undefined, strings)} canGoBack={false} onBack={() => {}} />
        ) : (
          <div className="h-3" />
        )}
        {children}
        <ModalNotices />
      </div>
    </div>
  )
}
