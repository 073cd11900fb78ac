import type { Meta, StoryObj } from '@storybook/react-vite'
import { QrCode } from '@/registry/components/ui/qr-code'

// The kit's one QR code: the WalletConnect pairing, the Farcaster approval link and the Receive
// address are all drawn by it, each under its own data-slot prefix.
const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { slot: 'sample-qr', value: 'wc:7f6e5d4c@2?relay-protocol=irn&symKey=3b2a19', label: 'Scan with your wallet' },
  decorators: [(Story) => <div className="w-[280px]">{Story()}</div>],
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

export const Address: Story = { args: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', label: 'QR code of your address' } }
export const Loading: Story = { args: { value: undefined } }
