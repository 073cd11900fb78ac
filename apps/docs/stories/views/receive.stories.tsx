import type { Meta, StoryObj } from '@storybook/react-vite'
import { ReceivePanel, type ReceivePanelState } from '@/registry/components/receive-view'
import { ADDRESS, networks } from '../support/fixtures'
import { KitStory } from '../support/kit-story'

const base: ReceivePanelState = {
  address: ADDRESS,
  namespace: 'eip155',
  networks,
  copied: false,
  copyFailed: false,
  copy: async () => true,
}

const meta = {
  title: 'Views/Receive',
  component: ReceivePanel,
  args: { receive: base },
  render: (args) => (
    <KitStory view="Receive">
      <ReceivePanel {...args} />
    </KitStory>
  ),
} satisfies Meta<typeof ReceivePanel>

export default meta
type Story = StoryObj<typeof meta>

/** The address as QR and text, the four networks it can receive on, and the warning. */
export const Default: Story = {}
/** Just copied: the button says so for two seconds. */
export const Copied: Story = { args: { receive: { ...base, copied: true } } }
/** The browser refused the clipboard: select and copy by hand. */
export const CopyFailed: Story = { args: { receive: { ...base, copyFailed: true, copy: async () => false } } }
/** One network only. */
export const SingleNetwork: Story = { args: { receive: { ...base, networks: networks.slice(0, 1) } } }
/** No connected account (nothing to receive on). */
export const Disconnected: Story = { args: { receive: { ...base, address: undefined, networks: [] } } }
