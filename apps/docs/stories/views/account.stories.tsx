import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountView } from '@/registry/components/account-view'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { fixtureConnector, PROFILE_ADDRESS } from '../support/fixtures'
import { KitStory } from '../support/kit-story'
import { connected } from '../support/seeds'

// The provider looks the account's name up itself; PROFILE_ADDRESS's identity fixture has one.
const withProfile = (kit: WalletKit) =>
  connected(kit, fixtureConnector({ id: 'dev.walletkit.devnet', name: 'Devnet Wallet', color: '#3396ff', address: PROFILE_ADDRESS }))
const never = new Promise<never>(() => {})

const meta = {
  title: 'Views/Account',
  component: AccountView,
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

/** A connected fixture account on Ethereum with ETH, USDC and DAI balances. */
export const Default: Story = {
  render: () => (
    <KitStory view="Account" seed={connected}>
      <AccountView />
    </KitStory>
  ),
}

/** An account with a name and an avatar (identity fixture). */
export const WithProfile: Story = {
  render: () => (
    <KitStory view="Account" seed={withProfile}>
      <AccountView />
    </KitStory>
  ),
}

/** Balances still loading. */
export const LoadingBalances: Story = {
  render: () => (
    <KitStory
      view="Account"
      seed={connected}
      config={{ balances: { fetchBalances: () => never, fetchWalletAssets: async () => undefined } }}
    >
      <AccountView />
    </KitStory>
  ),
}

/** The balance service failed: the Tokens tab and the snackbar say 'Token Balance Unavailable'; Try again counts down the 30 s block. */
export const BalancesUnavailable: Story = {
  render: () => (
    <KitStory
      view="Account"
      seed={connected}
      config={{ balances: { fetchBalances: async () => Promise.reject(new Error('offline')), fetchWalletAssets: async () => undefined } }}
    >
      <AccountView />
    </KitStory>
  ),
}
