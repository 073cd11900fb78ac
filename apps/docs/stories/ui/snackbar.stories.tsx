import type { Meta, StoryObj } from '@storybook/react-vite'
import { Snackbar } from '@/registry/components/ui/snackbar'

const meta = {
  title: 'UI/Snackbar',
  component: Snackbar,
  args: { variant: 'success', message: 'Address copied' },
  argTypes: { variant: { control: 'inline-radio', options: ['loading', 'success', 'error'] } },
  // The snackbar sits over the bottom edge of the modal card: give it one.
  decorators: [(Story) => <div className="relative h-32 w-[360px] rounded-wk-xl border border-wk-border bg-wk-surface-1">{Story()}</div>],
} satisfies Meta<typeof Snackbar>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = { args: { variant: 'loading', message: 'Switching network' } }
export const ErrorVariant: Story = { name: 'Error', args: { variant: 'error', message: 'Token Balance Unavailable' } }
