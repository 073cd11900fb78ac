'use client'

import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import type { ViewName } from '@/registry/lib/state/modal/router-store'
import { KitStory } from '../../stories/support/kit-story'
import { connected, seeds, showing, withWallets } from '../../stories/support/seeds'
import { docsInstalledViews } from './docs-installed-views'
import { withFrame } from './embedded-stories'
import { WithInstalledViews } from './with-installed-views'
import type { StoryModule } from './render-story'

// installed-views.tsx is the modal router's list of feature views: what it changes is the modal.
// Here the whole modal (embedded in the page) runs with every view item of the registry wired in,
// as a host's file reads after `walletkit add` of each: Account shows their buttons and tabs, and
// the router shows a feature view when it is pushed, fetching its chunk the first time.

function Modal({ seed }: { seed: (kit: WalletKit) => void | Promise<void> }) {
  return (
    <WithInstalledViews views={docsInstalledViews}>
      <KitStory card={false} seed={seed} config={{ embedded: true }}>
        <WalletKitModal />
      </KitStory>
    </WithInstalledViews>
  )
}

const on = (view: ViewName) => (kit: WalletKit) => showing(kit, view)

/** The modal with every view item installed, on Account, on a pushed feature view and on Connect. */
export function installedViewsStories(): StoryModule {
  return {
    default: { title: 'Modal/InstalledViews' },
    Default: { name: 'Account with every view installed', render: () => <Modal seed={seeds(withWallets, connected, on('Account'))} /> },
    Send: {
      name: 'Send, pushed by Account',
      render: () => <Modal seed={seeds(withWallets, connected, on('Account'), (kit) => kit.router.push('Send'))} />,
    },
    Connect: { name: 'Connect with e-mail and social login installed', render: () => <Modal seed={seeds(withWallets, withFrame)} /> },
  }
}
