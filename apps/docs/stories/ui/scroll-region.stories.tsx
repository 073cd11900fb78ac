import type { Meta, StoryObj } from '@storybook/react-vite'
import { ScrollRegion } from '@/registry/components/ui/scroll-region'

// Rows with nothing focusable inside, as in the NFTs and Activity tabs: Tab lands on the region
// itself, and the arrow keys scroll it.
const rows = Array.from({ length: 24 }, (_, index) => `Transfer ${index + 1}`)

const meta = {
  title: 'UI/ScrollRegion',
  component: ScrollRegion,
  args: { label: 'Recent transfers', className: 'max-h-48' },
  decorators: [(Story) => <div className="w-[336px]">{Story()}</div>],
  render: (args) => (
    <ScrollRegion {...args}>
      <ul className="flex flex-col gap-1 p-1">
        {rows.map((row) => (
          <li key={row} className="rounded-wk-md bg-wk-surface-2 px-3 py-2 text-wk-sm text-wk-fg">
            {row}
          </li>
        ))}
      </ul>
    </ScrollRegion>
  ),
} satisfies Meta<typeof ScrollRegion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Tall: Story = { args: { className: undefined } }
