import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectingSiweView } from '@/registry/components/connecting-siwe-view'
import { SiwxSignMessageView } from '@/registry/components/siwx-sign-message-view'
import { SignatureDeclinedError, SmartAccountSignatureError } from '@/registry/lib/errors/siwx-errors'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import type { SiwxConfig } from '@/registry/lib/siwx/siwx-types'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { getSiwxFlow, type SiwxFlowState } from '@/registry/lib/state/siwx/siwx-flow'
import { KitStory } from '../support/kit-story'
import { connected, seeds } from '../support/seeds'

/** A host `siwx` with no sessions yet: connecting opens the sign-in view. */
const storySiwx = (required: boolean): SiwxConfig => ({
  createMessage: async ({ accountAddress, chainId }) =>
    createSiwxMessage({ accountAddress, chainId, domain: 'docs.walletkit.dev', uri: 'https://docs.walletkit.dev' }),
  addSession: async () => {},
  getSessions: async () => [],
  revokeSession: async () => {},
  setSessions: async () => {},
  getRequired: () => required,
})

/** Waits for the flow to ask for a signature, then puts it in the story's state. */
const flowState = (patch: Partial<SiwxFlowState>) => async (kit: WalletKit) => {
  const flow = getSiwxFlow(kit)
  if (!flow) return
  for (let i = 0; i < 40 && flow.store.getState().status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 25))
  flow.store.setState(patch)
}

const metadata = { name: 'Docs demo', description: 'walletkit docs', url: 'https://docs.walletkit.dev', icons: [] }

function SignStory({ required = false, patch = {} }: { required?: boolean; patch?: Partial<SiwxFlowState> }) {
  return (
    <KitStory view="SIWXSignMessage" config={{ siwx: storySiwx(required), metadata }} seed={seeds(connected, flowState(patch))}>
      <SiwxSignMessageView />
    </KitStory>
  )
}

const meta = {
  title: 'Views/SIWX',
  component: SiwxSignMessageView,
} satisfies Meta<typeof SiwxSignMessageView>

export default meta
type Story = StoryObj<typeof meta>

/** Optional sign-in: Cancel just closes. */
export const Optional: Story = { render: () => <SignStory /> }
/** Required sign-in: Cancel disconnects, and the modal does not close without a session. */
export const Required: Story = { render: () => <SignStory required /> }
/** The wallet refused: the view stays with 'Signature declined'. */
export const Declined: Story = { render: () => <SignStory required patch={{ error: new SignatureDeclinedError() }} /> }
/** A smart account whose signature the app could not accept. */
export const SmartAccountFailed: Story = { render: () => <SignStory patch={{ error: new SmartAccountSignatureError() }} /> }
/** Looking for an existing session (buttons wait). */
export const Checking: Story = { render: () => <SignStory patch={{ status: 'checking' }} /> }
/** ConnectingSiwe: the wallet shows the message. */
export const WaitingForSignature: Story = {
  render: () => (
    <KitStory view="ConnectingSiwe" config={{ siwx: storySiwx(false), metadata }} seed={seeds(connected, flowState({ status: 'signing' }))}>
      <ConnectingSiweView />
    </KitStory>
  ),
}
