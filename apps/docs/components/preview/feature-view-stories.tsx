'use client'

import type * as React from 'react'
import { OnrampView } from '@/registry/components/onramp-view'
import { ReceiveView } from '@/registry/components/receive-view'
import { SendView } from '@/registry/components/send-view'
import { SwapView } from '@/registry/components/swap-view'
import { KitStory } from '../../stories/support/kit-story'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { ADDRESS } from '../../stories/support/fixtures'
import { connected, seeds } from '../../stories/support/seeds'
import type { StoryModule } from './render-story'

// The account feature views as a host renders them: the hooked view (its flow running) for a
// connected fixture account, on Ethereum with the fixture balances. What the flows ask the
// blockchain API (supported chains, gas price, swap tokens and prices, on-ramp options) is
// answered by the static files under public/v1/, on the page's own origin. The story file's
// states (loading, errors, quotes, sending...) follow as the picker's other entries.

/**
 * Connected, with the balances loaded: in a host the Account view has loaded them before the user
 * opens a feature view from it (Swap shows the balance of the token paid from them).
 */
export const connectedWithBalances = seeds(connected, (kit: WalletKit) =>
  kit.balances.load({ address: ADDRESS, caipNetworkId: 'eip155:1' }),
)

type FeatureView = { route: string; View: React.ComponentType; label: string; stories: () => Promise<StoryModule> }

const features: Record<string, FeatureView> = {
  'send-view': {
    route: 'Send',
    View: SendView,
    label: 'Live: connected account with balances',
    stories: () => import('../../stories/views/send.stories'),
  },
  'receive-view': {
    route: 'Receive',
    View: ReceiveView,
    label: 'Live: connected account',
    stories: () => import('../../stories/views/receive.stories'),
  },
  'swap-view': {
    route: 'Swap',
    View: SwapView,
    label: 'Live: token list and balance',
    stories: () => import('../../stories/views/swap.stories'),
  },
  'onramp-view': {
    route: 'OnRamp',
    View: OnrampView,
    label: 'Live: options and providers',
    stories: () => import('../../stories/views/onramp.stories'),
  },
}

/** One feature view's stories: the live view first (`Default`), then the story file's states. */
export async function featureViewStories(item: string): Promise<StoryModule> {
  const feature = features[item]
  if (!feature) throw new Error(`No feature view preview for ${item}`)
  const { route, View, label } = feature
  const module = await feature.stories()
  return {
    ...module,
    Default: {
      name: label,
      render: () => (
        <KitStory view={route} seed={connectedWithBalances}>
          <View />
        </KitStory>
      ),
    },
  }
}
