import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListItem, ListItemLabel, ListItemTag } from '@/registry/components/ui/list-item'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { logo } from '../support/fixtures'

const meta = {
  title: 'UI/ListItem',
  component: ListItem,
  args: { variant: 'default', size: 'md', disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'plain'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [(Story) => <div className="flex w-[336px] flex-col gap-2">{Story()}</div>],
  render: (args) => (
    <ListItem {...args}>
      <WalletImage src={logo('D', '#3396ff')} name="Devnet Wallet" loading="eager" size={args.size === 'sm' ? 'sm' : 'md'} />
      <ListItemLabel>Devnet Wallet</ListItemLabel>
      <ListItemTag>installed</ListItemTag>
    </ListItem>
  ),
} satisfies Meta<typeof ListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Plain: Story = { args: { variant: 'plain' } }
export const Small: Story = { args: { size: 'sm' } }
export const Disabled: Story = { args: { disabled: true } }

export const LabelOnly: Story = {
  render: (args) => (
    <ListItem {...args}>
      <ListItemLabel>All Wallets</ListItemLabel>
      <ListItemTag>240+</ListItemTag>
    </ListItem>
  ),
}
