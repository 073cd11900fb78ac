import type { Meta, StoryObj } from '@storybook/react-vite'
import { OnrampPanel, type OnrampPanelState } from '@/registry/components/onramp-view'
import { defaultOnrampOptions } from '@/registry/lib/api/blockchain/get-onramp-options'
import type { OnrampQuote } from '@/registry/lib/api/blockchain/schemas/onramp'
import { OnrampUrlError } from '@/registry/lib/errors/onramp-errors'
import { onrampProviders } from '@/registry/lib/state/onramp/onramp-flow'
import { KitStory } from '../support/kit-story'

const networks = [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }]
const purchaseCurrencies = [
  { id: 'ETH', name: 'Ether', symbol: 'ETH', networks },
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: networks.map((n) => ({ ...n, contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' })),
  },
]
const [usd] = defaultOnrampOptions.paymentCurrencies
const noop = () => {}
const money = (amount: string, currency = 'USD') => ({ amount, currency })
const quote: OnrampQuote = {
  paymentTotal: money('100.00'),
  paymentSubtotal: money('98.50'),
  purchaseAmount: money('0.039400', 'ETH'),
  coinbaseFee: money('1.00'),
  networkFee: money('0.50'),
  quoteId: 'quote-1',
}

const base: OnrampPanelState = {
  status: 'ready',
  usingDefaults: false,
  paymentCurrencies: defaultOnrampOptions.paymentCurrencies,
  purchaseCurrencies,
  paymentCurrency: usd,
  purchaseCurrency: purchaseCurrencies[0],
  paymentMethod: 'card',
  amount: '',
  amountLimits: undefined,
  amountValid: false,
  quoteStatus: 'idle',
  quote: undefined,
  quoteIsEstimate: false,
  purchase: 'idle',
  purchased: undefined,
  error: undefined,
  providers: onrampProviders,
  setAmount: noop,
  selectPaymentCurrency: noop,
  selectPurchaseCurrency: noop,
  selectPaymentMethod: noop,
  buy: noop,
}
const quoted: OnrampPanelState = { ...base, amount: '100', amountValid: true, quoteStatus: 'ready', quote }

const meta = {
  title: 'Views/OnRamp',
  component: OnrampPanel,
  args: { onramp: base, onBack: noop },
  render: (args) => (
    <KitStory view="OnRamp">
      <OnrampPanel {...args} />
    </KitStory>
  ),
} satisfies Meta<typeof OnrampPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Options loading. */
export const Loading: Story = { args: { onramp: { ...base, status: 'loading' } } }
/** Ready, no amount yet. */
export const Empty: Story = {}
/** Below the card minimum: the limits are named (SPEC §8 defaults 10.00 to 7500.00). */
export const OutsideLimits: Story = { args: { onramp: { ...base, amount: '5', amountLimits: { min: '10.00', max: '7500.00' } } } }
export const Quoting: Story = { args: { onramp: { ...base, amount: '100', amountValid: true, quoteStatus: 'loading' } } }
/** The provider's quote: what you get, fees and total. */
export const Quoted: Story = { args: { onramp: quoted } }
/** The quote service failed: SPEC §8's mocked 1:1 quote, shown as an estimate. */
export const Estimate: Story = {
  args: {
    onramp: {
      ...quoted,
      usingDefaults: true,
      quoteIsEstimate: true,
      quote: { ...quote, purchaseAmount: money('100', 'ETH'), coinbaseFee: money('0'), networkFee: money('0'), quoteId: 'mocked-quote-id' },
    },
  },
}
/** The checkout URL could not be generated. */
export const UrlFailed: Story = { args: { onramp: { ...quoted, error: new OnrampUrlError() } } }
export const Opening: Story = { args: { onramp: { ...quoted, purchase: 'opening' } } }
/** Checkout open in the provider's window. */
export const Pending: Story = { args: { onramp: { ...quoted, purchase: 'pending' } } }
export const Done: Story = { args: { onramp: { ...quoted, purchase: 'done', purchased: { amount: '0.0394', symbol: 'ETH' } } } }
export const Failed: Story = { args: { onramp: { ...quoted, purchase: 'failed' } } }
