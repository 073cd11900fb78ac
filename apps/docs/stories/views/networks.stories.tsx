import type { Meta, StoryObj } from '@storybook/react-vite'
import { NetworksView } from '@/registry/components/networks-view'
import { fixtureConnector } from '../support/fixtures'
import { KitStory } from '../support/kit-story'
import { connected } from '../support/seeds'

const onBase = (kit: Parameters<typeof connected>[0]) =>
  connected(kit, fixtureConnector({ id: 'dev.walletkit.devnet', name: 'Devnet Wallet', color: '#3396ff', chainId: 8453 }))

const meta = {
  title: 'Views/Networks',
  component: NetworksView,
} satisfies Meta<typeof NetworksView>

export default meta
type Story = StoryObj<typeof meta>

/** Connected on Base: the active network is tagged. */
export const Default: Story = {
  render: () => (
    <KitStory view="Networks" seed={onBase}>
      <NetworksView />
    </KitStory>
  ),
}

export const Disconnected: Story = {
  render: () => (
    <KitStory view="Networks">
      <NetworksView />
    </KitStory>
  ),
}

export const SwitchingDisabled: Story = {
  render: () => (
    <KitStory view="Networks" seed={onBase} config={{ enableNetworkSwitch: false }}>
      <NetworksView />
    </KitStory>
  ),
}
