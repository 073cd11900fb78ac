'use client'

import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { KitStory } from '../stories/support/kit-story'
import { seeds, withRecent, withWallets } from '../stories/support/seeds'
import { ThemeModeContext } from '../stories/support/theme-mode'
import { useDocsThemeMode } from './use-docs-theme'

const seed = seeds(withWallets, withRecent)

/** The real modal, embedded in the page over the Storybook fixtures, in the site's theme. */
export function HomePreview() {
  const mode = useDocsThemeMode()
  return (
    <ThemeModeContext value={mode}>
      <div data-docs-preview="home" data-preview-slot="modal-card" className="flex justify-center">
        <KitStory card={false} seed={seed} config={{ embedded: true }}>
          <WalletKitModal />
        </KitStory>
      </div>
    </ThemeModeContext>
  )
}
