import type { Meta, StoryObj } from '@storybook/react-vite'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { KitStory } from '../support/kit-story'
import { connected, seeds, showing, withWallets } from '../support/seeds'

// The whole modal, embedded in the page (the `embedded` option): header, router and notices.
const connectedOnAccount = seeds(withWallets, connected, (kit) => showing(kit, 'Account'))

const meta = {
  title: 'Views/Modal',
  component: WalletKitModal,
} satisfies Meta<typeof WalletKitModal>

export default meta
type Story = StoryObj<typeof meta>

export const Connect: Story = {
  render: () => (
    <KitStory card={false} seed={withWallets} config={{ embedded: true }}>
      <WalletKitModal />
    </KitStory>
  ),
}

export const Account: Story = {
  render: () => (
    <KitStory card={false} seed={connectedOnAccount} config={{ embedded: true }}>
      <WalletKitModal />
    </KitStory>
  ),
}
