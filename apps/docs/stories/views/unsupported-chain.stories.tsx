import type { Meta, StoryObj } from '@storybook/react-vite'
import { UnsupportedChainView } from '@/registry/components/unsupported-chain-view'
import { fixtureConnector, UNSUPPORTED_CHAIN_ID } from '../support/fixtures'
import { KitStory } from '../support/kit-story'
import { connected } from '../support/seeds'

// The wallet connects on BNB Smart Chain (56), which the docs app does not configure.
const onUnsupportedChain = (kit: Parameters<typeof connected>[0]) =>
  connected(kit, fixtureConnector({ id: 'dev.walletkit.devnet', name: 'Devnet Wallet', color: '#3396ff', chainId: UNSUPPORTED_CHAIN_ID }))

const meta = {
  title: 'Views/UnsupportedChain',
  component: UnsupportedChainView,
} satisfies Meta<typeof UnsupportedChainView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <KitStory view="UnsupportedChain" seed={onUnsupportedChain}>
      <UnsupportedChainView />
    </KitStory>
  ),
}
