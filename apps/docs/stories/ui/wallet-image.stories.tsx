import type { Meta, StoryObj } from '@storybook/react-vite'
import { Avatar, WalletImage } from '@/registry/components/ui/wallet-image'
import { ADDRESS, logo } from '../support/fixtures'

const meta = {
  title: 'UI/WalletImage',
  component: WalletImage,
  args: { name: 'Pocket Wallet', src: logo('P', '#e6007a'), size: 'md', loading: 'eager' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof WalletImage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <WalletImage {...args} size="sm" />
      <WalletImage {...args} size="md" />
      <WalletImage {...args} size="lg" />
    </div>
  ),
}

/** Without an image, or when it fails to load, the wallet's initial stands in. */
export const Fallback: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <WalletImage {...args} src={undefined} name="Harbor" />
      <WalletImage {...args} src="data:image/png;base64,AAAA" name="Broken image" />
    </div>
  ),
}

/** The account avatar: a gradient derived from the address when there is no profile image. */
export const AccountAvatar: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Avatar address={ADDRESS} size="sm" />
      <Avatar address={ADDRESS} size="md" />
      <Avatar address={ADDRESS} size="lg" />
      <Avatar address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" size="lg" />
    </div>
  ),
}
