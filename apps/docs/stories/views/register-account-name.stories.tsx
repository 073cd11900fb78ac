import type { Meta, StoryObj } from '@storybook/react-vite'
import { RegisterAccountNameSuccessView } from '@/registry/components/register-account-name-success-view'
import { RegisterAccountNameView } from '@/registry/components/register-account-name-view'
import { NameRegisterError } from '@/registry/lib/errors/name'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { getRegisterNameFlow, type RegisterNameState } from '@/registry/lib/state/names/register-name-flow'
import { KitStory } from '../support/kit-story'
import { connected, seeds } from '../support/seeds'

const state = (patch: Partial<RegisterNameState>) => (kit: WalletKit) => void getRegisterNameFlow(kit).store.setState(patch)
const suggestions = [
  { name: 'alice-1.reown.id', registered: false },
  { name: 'alice-dao.reown.id', registered: false },
  { name: 'my-alice.reown.id', registered: false },
]

function NameStory({ patch }: { patch: Partial<RegisterNameState> }) {
  return (
    <KitStory view="RegisterAccountName" seed={seeds(connected, state(patch))}>
      <RegisterAccountNameView />
    </KitStory>
  )
}

const meta = {
  title: 'Views/RegisterAccountName',
  component: RegisterAccountNameView,
} satisfies Meta<typeof RegisterAccountNameView>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing typed: the rule is shown. */
export const Empty: Story = { render: () => <NameStory patch={{}} /> }
/** Breaks the rule (fewer than 4, or other characters). */
export const Invalid: Story = { render: () => <NameStory patch={{ name: 'al!', availability: 'invalid' }} /> }
/** Asking the profile service. */
export const Checking: Story = { render: () => <NameStory patch={{ name: 'alice', availability: 'checking' }} /> }
/** Free, with suggestions. */
export const Available: Story = { render: () => <NameStory patch={{ name: 'alice', availability: 'available', suggestions }} /> }
/** Already registered by someone. */
export const Taken: Story = { render: () => <NameStory patch={{ name: 'alice', availability: 'taken', suggestions }} /> }
/** The service could not be asked. */
export const LookupFailed: Story = { render: () => <NameStory patch={{ name: 'alice', availability: 'error' }} /> }
/** Registration failed: back here with the service's reason. */
export const RegistrationFailed: Story = {
  render: () => (
    <NameStory
      patch={{
        name: 'alice',
        availability: 'available',
        error: new NameRegisterError({ name: 'alice.reown.id', reasons: [{ name: 'name', description: 'Name is already registered' }] }),
      }}
    />
  ),
}

/** RegisterAccountNameSuccess while the wallet signs and the service registers. */
export const Registering: Story = {
  render: () => (
    <KitStory view="RegisterAccountNameSuccess" seed={seeds(connected, state({ name: 'alice', status: 'registering' }))}>
      <RegisterAccountNameSuccessView />
    </KitStory>
  ),
}
/** RegisterAccountNameSuccess once the name is registered. */
export const Registered: Story = {
  render: () => (
    <KitStory
      view="RegisterAccountNameSuccess"
      seed={seeds(connected, state({ name: 'alice', status: 'success', registeredName: 'alice.reown.id' }))}
    >
      <RegisterAccountNameSuccessView />
    </KitStory>
  ),
}
