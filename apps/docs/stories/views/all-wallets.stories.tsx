import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllWalletsView } from '@/registry/components/all-wallets-view'
import { KitStory } from '../support/kit-story'

// AllWallets reads the catalogue through its own hook, not a store: the provider's catalogueUrl
// points at Storybook's origin, where public/getWallets is the fixture page of 24 wallets.
const meta = {
  title: 'Views/AllWallets',
  component: AllWalletsView,
} satisfies Meta<typeof AllWalletsView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <KitStory view="AllWallets">
      <AllWalletsView />
    </KitStory>
  ),
}

export const ShortList: Story = {
  render: () => (
    <KitStory view="AllWallets">
      <AllWalletsView listHeight={200} />
    </KitStory>
  ),
}
