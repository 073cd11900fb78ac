import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmailLogin, EmailLoginChange } from '@/registry/components/email-login'
import { KitStory } from '../support/kit-story'

// The embedded wallet runs over a scripted frame (stories/support/fixtures.ts): submitting an
// address moves to the code step; any 6-digit code connects.
const meta = {
  title: 'Views/EmailLogin',
  component: EmailLogin,
} satisfies Meta<typeof EmailLogin>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <KitStory view="Connect" embeddedWallet>
      <div className="px-3">
        <EmailLogin />
      </div>
    </KitStory>
  ),
}

/** The account view's e-mail change: new address, then the current and the new code. */
export const Change: Story = {
  render: () => (
    <KitStory view="Account" embeddedWallet>
      <div className="px-3">
        <EmailLoginChange />
      </div>
    </KitStory>
  ),
}
