import type { Meta, StoryObj } from '@storybook/react-vite'
import { SocialLogin } from '@/registry/components/social-login'
import { KitStory } from '../support/kit-story'

const meta = {
  title: 'Views/SocialLogin',
  component: SocialLogin,
} satisfies Meta<typeof SocialLogin>

export default meta
type Story = StoryObj<typeof meta>

/** Every provider in the SPEC §9 default order. */
export const Default: Story = {
  render: () => (
    <KitStory view="Connect" embeddedWallet>
      <div className="px-3">
        <SocialLogin />
      </div>
    </KitStory>
  ),
}

export const Configured: Story = {
  render: () => (
    <KitStory view="Connect" embeddedWallet config={{ features: { socials: ['github', 'google'] } }}>
      <div className="px-3">
        <SocialLogin />
      </div>
    </KitStory>
  ),
}
