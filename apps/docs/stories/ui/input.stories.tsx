import type { Meta, StoryObj } from '@storybook/react-vite'
import { Input } from '@/registry/components/ui/input'

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { placeholder: 'Search wallet', 'aria-label': 'Search wallet', size: 'md', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [(Story) => <div className="w-[336px]">{Story()}</div>],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} size="sm" placeholder="Small" />
      <Input {...args} size="md" placeholder="Medium" />
    </div>
  ),
}

export const WithValue: Story = { args: { type: 'email', defaultValue: 'ada@example.com', 'aria-label': 'E-mail' } }
export const Disabled: Story = { args: { disabled: true } }
