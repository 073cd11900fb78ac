import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectingExternalView } from '@/registry/components/connecting-external-view'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { fixtureConnector } from '../support/fixtures'
import { KitStory } from '../support/kit-story'
import { showing } from '../support/seeds'

// The view connects as soon as it shows; each story's wallet answers differently.
function waitingOn(connect: 'pending' | 'reject' | 'fail') {
  return (kit: WalletKit) => {
    const connector = fixtureConnector({ id: `docs.${connect}`, name: 'Devnet Wallet', color: '#3396ff', connect })
    kit.connectors.register(connector)
    showing(kit, 'ConnectingExternal', { connector, wallet: { id: connector.id, name: connector.name, imageUrl: connector.imageUrl } })
  }
}
const pending = waitingOn('pending')
const rejected = waitingOn('reject')
const failed = waitingOn('fail')

const meta = {
  title: 'Views/ConnectingExternal',
  component: ConnectingExternalView,
} satisfies Meta<typeof ConnectingExternalView>

export default meta
type Story = StoryObj<typeof meta>

/** The wallet's prompt is open. */
export const Connecting: Story = {
  render: () => (
    <KitStory view="Devnet Wallet" seed={pending}>
      <ConnectingExternalView />
    </KitStory>
  ),
}

/** The user declined in the wallet: the hint and Try again. */
export const Declined: Story = {
  render: () => (
    <KitStory view="Devnet Wallet" seed={rejected}>
      <ConnectingExternalView />
    </KitStory>
  ),
}

export const Failed: Story = {
  render: () => (
    <KitStory view="Devnet Wallet" seed={failed}>
      <ConnectingExternalView />
    </KitStory>
  ),
}

/** Opened without a wallet in the router data. */
export const MissingWallet: Story = {
  render: () => (
    <KitStory view="ConnectingExternal">
      <ConnectingExternalView />
    </KitStory>
  ),
}
