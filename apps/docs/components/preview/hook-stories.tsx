'use client'

import type * as React from 'react'
import { ConnectButton } from '@/registry/components/connect-button'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { useAccount } from '@/registry/hooks/use-account'
import { useAllWallets } from '@/registry/hooks/use-all-wallets'
import { useBalances } from '@/registry/hooks/use-balances'
import { useConnectExternal } from '@/registry/hooks/use-connect-external'
import { useConnectors } from '@/registry/hooks/use-connectors'
import { useDisconnect } from '@/registry/hooks/use-disconnect'
import { useFeatures } from '@/registry/hooks/use-features'
import { useModal } from '@/registry/hooks/use-modal'
import { useNetwork } from '@/registry/hooks/use-network'
import { useReducedMotion } from '@/registry/hooks/use-reduced-motion'
import { useRouter } from '@/registry/hooks/use-router'
import { useSelectWallet } from '@/registry/hooks/use-select-wallet'
import { useSnackbar } from '@/registry/hooks/use-snackbar'
import { useTheme } from '@/registry/hooks/use-theme'
import { browserWallets } from '../../stories/support/fixtures'
import { KitStory } from '../../stories/support/kit-story'
import { connected, seeds, withWallets } from '../../stories/support/seeds'
import type { StoryModule } from './render-story'
import { ValueTable } from './value-table'

// Each hook's preview: the hook's live return value beside the connect button and the modal
// (embedded in the page), over the same fixture provider and seeds as the Storybook stories.
// Connecting, switching or disconnecting in the modal changes the values as it happens.

function Sandbox({ children, seed }: { children: React.ReactNode; seed?: Parameters<typeof KitStory>[0]['seed'] }) {
  return (
    <KitStory card={false} seed={seed} config={{ embedded: true }}>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex flex-col gap-3">
          <ConnectButton />
          {children}
        </div>
        <WalletKitModal />
      </div>
    </KitStory>
  )
}

function ConnectExternalValues() {
  const { groups } = useConnectors()
  const first = groups[0]?.connectors[0]
  return <ValueTable name="useConnectExternal" value={useConnectExternal(first)} />
}

const hooks: Record<string, { seed?: Parameters<typeof KitStory>[0]['seed']; Values: () => React.ReactNode }> = {
  'use-account': { seed: withWallets, Values: () => <ValueTable name="useAccount" value={useAccount()} /> },
  'use-network': { seed: seeds(withWallets, connected), Values: () => <ValueTable name="useNetwork" value={useNetwork()} /> },
  'use-modal': { seed: withWallets, Values: () => <ValueTable name="useModal" value={useModal()} /> },
  'use-router': { seed: withWallets, Values: () => <ValueTable name="useRouter" value={useRouter()} /> },
  'use-features': { seed: withWallets, Values: () => <ValueTable name="useFeatures" value={useFeatures()} /> },
  'use-snackbar': { seed: withWallets, Values: () => <ValueTable name="useSnackbar" value={useSnackbar()} /> },
  'use-theme': { seed: withWallets, Values: () => <ValueTable name="useTheme" value={useTheme()} /> },
  'use-reduced-motion': { seed: withWallets, Values: () => <ValueTable name="useReducedMotion" value={useReducedMotion()} /> },
  'use-balances': { seed: seeds(withWallets, connected), Values: () => <ValueTable name="useBalances" value={useBalances()} /> },
  'use-connectors': { seed: withWallets, Values: () => <ValueTable name="useConnectors" value={useConnectors()} /> },
  'use-disconnect': { seed: seeds(withWallets, connected), Values: () => <ValueTable name="useDisconnect" value={useDisconnect()} /> },
  'use-select-wallet': { seed: withWallets, Values: () => <ValueTable name="useSelectWallet" value={useSelectWallet()} /> },
  'use-connect-external': { seed: (kit) => void kit.connectors.register(browserWallets.devnet()), Values: ConnectExternalValues },
  'use-all-wallets': { seed: withWallets, Values: () => <ValueTable name="useAllWallets" value={useAllWallets()} /> },
}

/** A Component Story Format module for one hook, so hooks preview through the same path as views. */
export function hookStories(item: string): StoryModule {
  const hook = hooks[item]
  if (!hook) throw new Error(`No hook preview for ${item}`)
  const { Values, seed } = hook
  return {
    default: { title: `Hooks/${item}` },
    Default: {
      render: () => (
        <Sandbox seed={seed}>
          <Values />
        </Sandbox>
      ),
    },
  }
}
