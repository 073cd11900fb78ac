import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountTypeSwitch } from '@/registry/components/account-type-switch'
import { KitStory } from '../support/kit-story'

const meta = {
  title: 'Views/AccountTypeSwitch',
  component: AccountTypeSwitch,
  args: { current: 'eoa' },
  argTypes: { current: { control: 'inline-radio', options: ['eoa', 'smartAccount'] } },
  render: (args) => (
    <KitStory view="Account" embeddedWallet>
      <div className="px-3">
        <AccountTypeSwitch {...args} />
      </div>
    </KitStory>
  ),
} satisfies Meta<typeof AccountTypeSwitch>

export default meta
type Story = StoryObj<typeof meta>

export const Eoa: Story = {}
export const SmartAccount: Story = { args: { current: 'smartAccount' } }
