import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApproveTransactionView } from '@/registry/components/approve-transaction-view'
import { useAuthConnector } from '@/registry/hooks/use-auth-connector'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { ADDRESS, toHex } from '../support/fixtures'
import { KitStory } from '../support/kit-story'

/**
 * Sends one unsafe request through the embedded wallet's connector, so the approval queue holds
 * it: the same path a dapp's personal_sign takes. The request waits for the user's answer.
 */
function Requesting({ request, children }: { request: RequestArguments; children: React.ReactNode }) {
  const { connector } = useAuthConnector()
  React.useEffect(() => {
    connector?.request?.(request).catch(() => undefined)
  }, [connector, request])
  return children
}

const personalSign: RequestArguments = { method: 'personal_sign', params: [toHex('Sign in to walletkit docs\nNonce: 8f2c1d'), ADDRESS] }
const sendTransaction: RequestArguments = {
  method: 'eth_sendTransaction',
  params: [{ from: ADDRESS, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000', data: '0x' }],
}

const meta = {
  title: 'Views/ApproveTransaction',
  component: ApproveTransactionView,
} satisfies Meta<typeof ApproveTransactionView>

export default meta
type Story = StoryObj<typeof meta>

/** A personal_sign message, decoded from hex to readable text. */
export const SignMessage: Story = {
  render: () => (
    <KitStory view="ApproveTransaction" embeddedWallet>
      <Requesting request={personalSign}>
        <ApproveTransactionView />
      </Requesting>
    </KitStory>
  ),
}

export const SendTransaction: Story = {
  render: () => (
    <KitStory view="ApproveTransaction" embeddedWallet>
      <Requesting request={sendTransaction}>
        <ApproveTransactionView />
      </Requesting>
    </KitStory>
  ),
}

/** Nothing waiting for approval. */
export const Empty: Story = {
  render: () => (
    <KitStory view="ApproveTransaction" embeddedWallet>
      <ApproveTransactionView />
    </KitStory>
  ),
}
