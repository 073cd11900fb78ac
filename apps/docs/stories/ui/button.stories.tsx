import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@/registry/components/ui/button'

const variants = ['accent', 'neutral', 'ghost', 'danger'] as const
const sizes = ['sm', 'md', 'lg'] as const

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Connect Wallet', variant: 'accent', size: 'md', disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: [...sizes, 'icon'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
      <Button {...args} size="icon" aria-label="Close">
        <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m4 4 8 8M12 4l-8 8" />
        </svg>
      </Button>
    </div>
  ),
}

export const Disabled: Story = { args: { disabled: true } }
