import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectingFarcasterView } from '@/registry/components/connecting-farcaster-view'
import { KitStory } from '../support/kit-story'

const meta = {
  title: 'Views/ConnectingFarcaster',
  component: ConnectingFarcasterView,
} satisfies Meta<typeof ConnectingFarcasterView>

export default meta
type Story = StoryObj<typeof meta>

/** The scripted frame's Farcaster link as a QR; the approval never comes. */
export const Default: Story = {
  render: () => (
    <KitStory view="ConnectingFarcaster" embeddedWallet>
      <ConnectingFarcasterView />
    </KitStory>
  ),
}
