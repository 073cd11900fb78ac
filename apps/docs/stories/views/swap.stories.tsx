import type { Meta, StoryObj } from '@storybook/react-vite'
import { SwapPanel, type SwapPanelState } from '@/registry/components/swap-view'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { ExecutionRevertedError } from '@/registry/lib/errors/chain'
import { GasPriceUnsupportedNetworkError, SwapUnsupportedNetworkError } from '@/registry/lib/errors/swap-errors'
import { KitStory } from '../support/kit-story'

// Token logos inline so the stories need no server.
const logo = (hue: number, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="hsl(${hue} 65% 50%)"/><text x="16" y="21" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="white">${letter}</text></svg>`)}`
const token = (symbol: string, name: string, address: string, decimals: number, hue: number): SwapToken => ({
  symbol,
  name,
  address: `eip155:1:${address}`,
  decimals,
  logoUri: logo(hue, symbol[0] ?? '?'),
})
const eth = token('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18, 230)
const usdc = token('USDC', 'USD Coin', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 6, 210)
const dai = token('DAI', 'Dai', '0x6b175474e89094c44da98b954eedeac495271d0f', 18, 40)
const noop = () => {}
const tx = { to: '0x1111111254eeb25477b68fb85ed929f73a960582', data: '0x', value: 0n, gas: 150_000n, gasPrice: 20_000_000_000n } as const

const base: SwapPanelState = {
  status: 'ready',
  tokens: [eth, usdc, dai],
  from: eth,
  to: usdc,
  amount: '',
  quoteStatus: 'idle',
  quote: undefined,
  submitStatus: 'idle',
  balance: undefined,
  txHash: undefined,
  error: undefined,
  setAmount: noop,
  selectFrom: noop,
  selectTo: noop,
  flip: noop,
  submit: async () => {},
  reload: async () => {},
}
const quoted: SwapPanelState = {
  ...base,
  balance: 3n * 10n ** 18n,
  amount: '0.5',
  quoteStatus: 'ready',
  quote: {
    fromAmount: 5n * 10n ** 17n,
    toAmount: 1_245_017_452n,
    priceImpact: 0.0032,
    networkFeeUsd: 7.5,
    slippage: 1,
    approval: undefined,
    swap: tx,
  },
}
const fromUsdc: SwapPanelState = {
  ...quoted,
  from: usdc,
  to: dai,
  amount: '100',
  quote: {
    fromAmount: 100_000_000n,
    toAmount: 99_610_000_000_000_000_000n,
    priceImpact: 0.0039,
    networkFeeUsd: 2.1,
    slippage: 1,
    approval: tx,
    swap: undefined,
  },
}

const meta = {
  title: 'Views/Swap',
  component: SwapPanel,
  args: { swap: base },
  render: (args) => (
    <KitStory view="Swap">
      <SwapPanel {...args} />
    </KitStory>
  ),
} satisfies Meta<typeof SwapPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Token list and gas price loading. */
export const Loading: Story = { args: { swap: { ...base, status: 'loading' } } }
/** The swap service does not serve this network (SPEC §8). */
export const NetworkNotSupported: Story = { args: { swap: { ...base, status: 'error', error: new SwapUnsupportedNetworkError() } } }
/** No gas price for this network (SPEC §8). */
export const GasPriceNotSupported: Story = { args: { swap: { ...base, status: 'error', error: new GasPriceUnsupportedNetworkError() } } }
/** Ready, nothing typed yet. */
export const Empty: Story = {}
/** A quote on its way (debounced after typing). */
export const Quoting: Story = { args: { swap: { ...base, amount: '0.5', quoteStatus: 'loading' } } }
/** A quote with rate, price impact, network fee and slippage. */
export const Quoted: Story = { args: { swap: quoted } }
/** More than the account holds: the balance turns red and the button says so. */
export const InsufficientBalance: Story = {
  args: {
    swap: {
      ...quoted,
      amount: '5',
      balance: 3n * 10n ** 18n,
      quote: { ...quoted.quote!, fromAmount: 5n * 10n ** 18n, toAmount: 12_430_000_000n },
    },
  },
}
/** The allowance is short: the button approves first. */
export const NeedsApproval: Story = { args: { swap: fromUsdc } }
export const Approving: Story = { args: { swap: { ...fromUsdc, submitStatus: 'approving' } } }
export const Swapping: Story = { args: { swap: { ...quoted, submitStatus: 'swapping' } } }
/** The swap landed. */
export const Success: Story = {
  args: { swap: { ...base, submitStatus: 'success', txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060' } },
}
/** The price moved beyond the 1% slippage before the swap landed: the contract's reason. */
export const Reverted: Story = {
  args: {
    swap: { ...quoted, submitStatus: 'error', error: new ExecutionRevertedError({ reason: 'DevMarket: price moved beyond slippage' }) },
  },
}
/** The quote service failed for this pair. */
export const QuoteFailed: Story = {
  args: { swap: { ...base, amount: '0.5', quoteStatus: 'error', error: new SwapUnsupportedNetworkError() } },
}
