import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectingWalletConnectBasicView } from '@/registry/components/connecting-walletconnect-basic-view'
import { ConnectingWalletConnectView } from '@/registry/components/connecting-walletconnect-view'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { featuredWallets } from '../support/fixtures'
import { KitStory } from '../support/kit-story'
import { showing } from '../support/seeds'

// The WalletConnect connector runs over an in-memory sign-client: the pairing URI is a fixture
// and no wallet ever answers, so the QR stays up.
const pocket = featuredWallets[0]!
const forPocket = (kit: WalletKit) =>
  showing(kit, 'ConnectingWalletConnect', {
    wallet: { id: pocket.id, name: pocket.name, imageUrl: pocket.image_url ?? undefined },
    catalogueWallet: pocket,
  })
const basic = (kit: WalletKit) => showing(kit, 'ConnectingWalletConnectBasic')

const meta = {
  title: 'Views/ConnectingWalletConnect',
  component: ConnectingWalletConnectView,
} satisfies Meta<typeof ConnectingWalletConnectView>

export default meta
type Story = StoryObj<typeof meta>

/** A catalogue wallet: its QR, mobile / desktop / web-app deep links and Copy link. */
export const CatalogueWallet: Story = {
  render: () => (
    <KitStory view="ConnectingWalletConnect" seed={forPocket}>
      <ConnectingWalletConnectView />
    </KitStory>
  ),
}

/** The plain pairing any WalletConnect wallet can scan. */
export const Basic: Story = {
  render: () => (
    <KitStory view="ConnectingWalletConnectBasic" seed={basic}>
      <ConnectingWalletConnectBasicView />
    </KitStory>
  ),
}

/** The host turned WalletConnect off. */
export const Disabled: Story = {
  render: () => (
    <KitStory view="ConnectingWalletConnect" config={{ enableWalletConnect: false }}>
      <ConnectingWalletConnectView />
    </KitStory>
  ),
}
