import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectButton } from '@/registry/components/connect-button'
import { KitStory } from '../support/kit-story'
import { connected } from '../support/seeds'

const meta = {
  title: 'Views/ConnectButton',
  component: ConnectButton,
} satisfies Meta<typeof ConnectButton>

export default meta
type Story = StoryObj<typeof meta>

export const Disconnected: Story = {
  render: () => (
    <KitStory card={false}>
      <ConnectButton />
    </KitStory>
  ),
}

export const Connected: Story = {
  render: () => (
    <KitStory card={false} seed={connected}>
      <ConnectButton />
    </KitStory>
  ),
}
