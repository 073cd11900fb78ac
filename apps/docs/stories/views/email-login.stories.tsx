import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { EmailLogin } from '@/registry/components/email-login'
import { EmailLoginChange } from '@/registry/components/update-email-view'
import { KitStory } from '../support/kit-story'

// The embedded wallet runs over a scripted frame (stories/support/fixtures.ts): submitting an
// address moves to the code step; any 6-digit code connects.
const meta = {
  title: 'Views/EmailLogin',
  component: EmailLogin,
  render: () => (
    <KitStory view="Connect" embeddedWallet>
      <div className="px-3">
        <EmailLogin />
      </div>
    </KitStory>
  ),
} satisfies Meta<typeof EmailLogin>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** After the address: the code form with the throttled resend. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    // A re-render (the theme toolbar) keeps the step; only a fresh story types the address.
    if (canvasElement.querySelector('[data-slot="email-login-code"]')) return
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }, { timeout: 5000 }), 'ada@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await canvas.findByText('Enter the code sent to ada@example.com')
  },
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
