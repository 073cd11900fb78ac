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
  namespace: 'eip155',
  balancesLoading: false,
  balancesError: undefined,
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
export const BalancesUnavailable: Story = { args: { send: { ...base, tokenBalances: [], token: undefined, balancesError: 'Token Balance Unavailable' } } }
/** Ready, nothing typed yet: ETH chosen, fee and network balance in USD. */
export const Ready: Story = {}
/** Amount and receiver address filled in. */
export const Filled: Story = { args: { send: filled } }
/** A name typed as receiver, being looked up. */
export const ResolvingName: Story = { args: { send: { ...filled, receiverInput: 'alice.reown.id', receiverAddress: undefined, resolvingReceiver: true } } }
/** A name resolved to its address, with the profile's name and avatar. */
export const ResolvedName: Story = { args: { send: { ...filled, receiverInput: 'alice.reown.id', receiverProfileName: 'alice.reown.id' } } }
/** A name the profile service does not know. */
export const UnknownName: Story = { args: { send: { ...filled, receiverInput: 'nobody.reown.id', receiverAddress: undefined, receiverError: 'Name not found' } } }
/** An ERC-20 with more typed than the balance. */
export const InsufficientFunds: Story = { args: { send: { ...filled, token: usdc, sendTokenAmount: '5000', exceedsBalance: true } } }
/** No native coin left for gas (SPEC §5): the warning, and no submit. */
export const InsufficientGas: Story = { args: { send: { ...filled, token: usdc, sendTokenAmount: '10', insufficientGas: true } } }
/** Submitted: waiting for the wallet and the receipt. */
export const Sending: Story = { args: { send: { ...filled, loading: true } } }
