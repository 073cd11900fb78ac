import type { Meta, StoryObj } from '@storybook/react-vite'
import { SendPanel, type SendPanelState } from '@/registry/components/send-view'
import { balances, PROFILE_ADDRESS } from '../support/fixtures'
import { KitStory } from '../support/kit-story'

const noop = () => {}
const [eth, usdc] = balances

const base: SendPanelState = {
  token: eth,
  sendTokenAmount: undefined,
  receiverInput: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  resolvingReceiver: false,
  receiverError: undefined,
  gasPrice: 12_000_000_000n,
  gasUnits: 21_000n,
  gasPriceInUSD: 0.79,
  networkBalanceInUSD: balances.reduce((sum, b) => sum + (b.value ?? 0), 0),
  tokenBalances: balances,
  loading: false,
  lastRetry: undefined,
  lastTransaction: undefined,
  lastTransactionUrl: undefined,
  namespace: 'eip155',
  balancesLoading: false,
  balancesError: undefined,
  balancesRetryIn: 0,
  gasPriceStatus: undefined,
  insufficientGas: false,
  exceedsBalance: false,
  setToken: noop,
  setAmount: noop,
  setMax: noop,
  setReceiver: noop,
  send: async () => {},
  reloadBalances: noop,
}
const filled: SendPanelState = { ...base, sendTokenAmount: '0.25', receiverInput: PROFILE_ADDRESS, receiverAddress: PROFILE_ADDRESS }

const meta = {
  title: 'Views/Send',
  component: SendPanel,
  args: { send: base },
  render: (args) => (
    <KitStory view="Send">
      <SendPanel {...args} />
    </KitStory>
  ),
} satisfies Meta<typeof SendPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The balances are still loading. */
export const Loading: Story = { args: { send: { ...base, tokenBalances: [], token: undefined, balancesLoading: true } } }
/** Nothing to send on this network. */
export const Empty: Story = { args: { send: { ...base, tokenBalances: [], token: undefined } } }
/** The balance service failed ('Token Balance Unavailable'); retry. */
export const BalancesUnavailable: Story = {
  args: { send: { ...base, tokenBalances: [], token: undefined, balancesError: 'Token Balance Unavailable' } },
}
/** Ready, nothing typed yet: ETH chosen, fee and network balance in USD. */
export const Ready: Story = {}
/** Amount and receiver address filled in. */
export const Filled: Story = { args: { send: filled } }
/** A name typed as receiver, being looked up. */
export const ResolvingName: Story = {
  args: { send: { ...filled, receiverInput: 'alice.reown.id', receiverAddress: undefined, resolvingReceiver: true } },
}
/** A name resolved to its address, with the profile's name and avatar. */
export const ResolvedName: Story = { args: { send: { ...filled, receiverInput: 'alice.reown.id', receiverProfileName: 'alice.reown.id' } } }
/** A name the profile service does not know. */
export const UnknownName: Story = {
  args: { send: { ...filled, receiverInput: 'nobody.reown.id', receiverAddress: undefined, receiverError: 'Name not found' } },
}
/** An ERC-20 with more typed than the balance. */
export const InsufficientFunds: Story = { args: { send: { ...filled, token: usdc, sendTokenAmount: '5000', exceedsBalance: true } } }
/** No native coin left for gas (SPEC §5): the warning, and no submit. */
export const InsufficientGas: Story = { args: { send: { ...filled, token: usdc, sendTokenAmount: '10', insufficientGas: true } } }
/** Submitted: waiting for the wallet and the receipt. */
export const Sending: Story = { args: { send: { ...filled, loading: true } } }

const btc = {
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: 'bip122:000000000933ea01ad0ee984209779ba',
  price: 0,
  value: 0,
  quantity: { decimals: '8', numeric: '0.9' },
  iconUrl: '',
}
const txid = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
/** Bitcoin (bip122) on testnet: BTC with 8 decimals, the fee set by the wallet, and the txid of the last transfer. */
export const BitcoinSent: Story = {
  args: {
    send: {
      ...base,
      namespace: 'bip122',
      token: btc,
      tokenBalances: [btc],
      networkBalanceInUSD: 0,
      gasPrice: undefined,
      gasUnits: undefined,
      gasPriceInUSD: undefined,
      lastTransaction: { namespace: 'bip122', hash: txid, caipNetworkId: btc.chainId },
      lastTransactionUrl: `https://mempool.space/testnet/tx/${txid}`,
    },
  },
}
