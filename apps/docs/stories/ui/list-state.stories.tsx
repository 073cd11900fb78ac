import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListEmpty, ListError, ListLoading } from '@/registry/components/ui/list-state'

// The three states a list shows in place of its rows, as the Activity and NFTs tabs and the
// Tokens tab use them; `slot` is the list's data-slot prefix.
const meta = {
  title: 'UI/ListState',
  component: ListError,
  args: {
    slot: 'list',
    message: 'Failed to fetch transactions',
    retryLabel: 'Try again',
    retryInLabel: (seconds: number) => `Try again in ${seconds}s`,
  },
  decorators: [(Story) => <div className="w-[336px]">{Story()}</div>],
} satisfies Meta<typeof ListError>

export default meta
type Story = StoryObj<typeof meta>

export const Failed: Story = {}
export const FailedWaiting: Story = { args: { retryIn: 24, size: 'md', message: 'Failed to fetch balances' } }
export const Loading: Story = { render: () => <ListLoading slot="list" label="Loading" /> }
export const Empty: Story = {
  render: () => <ListEmpty slot="list" title="No activity yet" hint="Transactions you make with this account show here." />,
}
