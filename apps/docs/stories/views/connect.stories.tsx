import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectView } from '@/registry/components/connect-view'
import { EmailLogin } from '@/registry/components/email-login'
import { SocialLogin } from '@/registry/components/social-login'
import { KitStory } from '../support/kit-story'
import { seeds, withRecent, withWallets } from '../support/seeds'

const full = seeds(withWallets, withRecent)
const loginViews = { EmailLogin, SocialLogin }

const meta = {
  title: 'Views/Connect',
  component: ConnectView,
} satisfies Meta<typeof ConnectView>

export default meta
type Story = StoryObj<typeof meta>

/** WalletConnect, a recent wallet, browser wallets, featured and recommended catalogue wallets. */
export const Default: Story = {
  render: () => (
    <KitStory view="Connect" seed={full}>
      <ConnectView />
    </KitStory>
  ),
}

/** No browser wallet: only WalletConnect and the catalogue's wallets. */
export const NoBrowserWallet: Story = {
  render: () => (
    <KitStory view="Connect" seed={(kit) => kit.connectors.setRecommended([])}>
      <ConnectView />
    </KitStory>
  ),
}

/** With the email-login and social-login items installed (embedded wallet over a scripted frame). */
export const WithEmailAndSocials: Story = {
  render: () => (
    <KitStory view="Connect" seed={full} embeddedWallet config={{ features: { socials: ['google', 'x', 'farcaster'] } }}>
      <ConnectView installed={loginViews} />
    </KitStory>
  ),
}

/** Without a browser wallet, e-mail and social login come first (SPEC §2 method order). */
export const LoginFirst: Story = {
  render: () => (
    <KitStory view="Connect" embeddedWallet config={{ features: { socials: ['google', 'github'] } }}>
      <ConnectView installed={loginViews} />
    </KitStory>
  ),
}
