import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { TokenPicker, type TokenPickerDisplay } from '@/registry/components/ui/token-picker'

// A picker over plain sample tokens (Send's shows balances, Swap's the token names). The images
// are left out: each token shows its initial.
type SampleToken = { symbol: string; balance: string }
const tokens: SampleToken[] = [
  { symbol: 'ETH', balance: '1.25' },
  { symbol: 'DUSD', balance: '420.00' },
  { symbol: 'WBTC', balance: '0.031' },
]
const display: TokenPickerDisplay<SampleToken> = {
  keyOf: (token) => token.symbol,
  symbolOf: (token) => token.symbol,
  iconOf: () => undefined,
  detail: { slot: 'balance', text: (token) => token.balance, className: 'ms-auto' },
}

function Picker({ open }: { open?: boolean }) {
  const [value, setValue] = React.useState<SampleToken | undefined>(tokens[0])
  const root = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('[data-slot="sample-token-select-trigger"]')?.click()
  }, [open])
  return (
    <div ref={root} className="flex h-56 w-[336px] justify-end">
      <TokenPicker
        slot="sample-token"
        tokens={tokens}
        value={value}
        onSelect={setValue}
        label="Token"
        placeholder="Select"
        display={display}
      />
    </div>
  )
}

const meta = { title: 'UI/TokenPicker', component: Picker } satisfies Meta<typeof Picker>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { open: true } }
