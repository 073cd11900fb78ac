'use client'

import * as React from 'react'
import { AccountView } from '@/registry/components/account-view'
import { EmailLogin } from '@/registry/components/email-login'
import { EmbeddedAccount } from '@/registry/components/embedded-account'
import { UpdateEmailView } from '@/registry/components/update-email-view'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { getEmailLoginFlow } from '@/registry/lib/state/embedded/email-login-flow'
import { configureEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { fixtureFrame, networks } from '../../stories/support/fixtures'
import { KitStory } from '../../stories/support/kit-story'
import { seeds } from '../../stories/support/seeds'
import { docsInstalledViews } from './docs-installed-views'
import type { StoryModule } from './render-story'

// The embedded wallet's views over the stories' scripted secure frame (stories/support/fixtures.ts):
// an address goes to the code step, any code signs in, GET_USER answers ada@example.com. The
// seeds drive the real e-mail flow through its actions, as a user's typing would.

const EMAIL = 'ada@example.com'

// A seed step runs once per kit, even when React runs the seeding effect twice (Strict Mode in
// `npm run docs`): a second CONNECT_EMAIL would meet the resend throttle.
const runs = new WeakMap<WalletKit, Map<string, Promise<void>>>()
const once =
  (key: string, step: (kit: WalletKit) => Promise<void>) =>
  (kit: WalletKit): Promise<void> => {
    const done = runs.get(kit) ?? new Map<string, Promise<void>>()
    runs.set(kit, done)
    const run = done.get(key) ?? step(kit)
    done.set(key, run)
    return run
  }

/** The embedded wallet on the scripted frame, with its keys in memory. */
export function withFrame(kit: WalletKit): void {
  configureEmbeddedWallet(kit, { frame: fixtureFrame(), networks, storage: createSafeStorage(() => createMemoryStorage()) })
}

/** The address submitted: the flow waits on the code step. */
const codeSent = once('code-sent', async (kit) => {
  const flow = await getEmailLoginFlow(kit)
  await flow.submitEmail(EMAIL)
})

/** Signed in by e-mail: the code accepted and the kit connected to the frame-backed account. */
const signedIn = once('signed-in', async (kit) => {
  const flow = await getEmailLoginFlow(kit)
  await flow.submitCode('123456')
  await new Promise<void>((resolve) => {
    const done = () => kit.connection.store.getState().status === 'connected'
    if (done()) return resolve()
    const stop = kit.connection.store.subscribe(() => done() && (stop(), resolve()))
  })
})

/** The e-mail change started: the code to the current address is asked for. */
const changeStarted = once('change-started', async (kit) => {
  const flow = await getEmailLoginFlow(kit)
  await flow.startChange('ada.lovelace@example.com')
})

const signedInSeed = seeds(withFrame, codeSent, signedIn)

const story = (name: string, view: string, seed: (kit: WalletKit) => Promise<void>, body: React.ReactNode) => ({
  name,
  render: () => (
    <KitStory view={view} seed={seed}>
      <React.Suspense fallback={null}>
        <div className="px-3">{body}</div>
      </React.Suspense>
    </KitStory>
  ),
})

const modules: Record<string, () => StoryModule> = {
  'embedded-account': () => ({
    default: { title: 'Views/EmbeddedAccount' },
    Default: story('Signed in by e-mail', 'Account', signedInSeed, <EmbeddedAccount installed={docsInstalledViews} />),
    InAccount: story('In the Account view', 'Account', signedInSeed, <AccountView installed={docsInstalledViews} className="px-0" />),
    WithoutUpdateEmail: story('Without the update-email view installed', 'Account', signedInSeed, <EmbeddedAccount installed={{}} />),
  }),
  'update-email-view': () => ({
    default: { title: 'Views/UpdateEmail' },
    Default: story('New address', 'UpdateEmail', signedInSeed, <UpdateEmailView />),
    CurrentCode: story('Code to the current address', 'UpdateEmail', seeds(signedInSeed, changeStarted), <UpdateEmailView />),
  }),
  'email-code-form': () => ({
    default: { title: 'Views/EmailCodeForm' },
    Default: story('In the e-mail login', 'EmailLogin', seeds(withFrame, codeSent), <EmailLogin />),
    UpdateEmail: story('In the e-mail change', 'UpdateEmail', seeds(signedInSeed, changeStarted), <UpdateEmailView />),
  }),
}

/** The stories of one embedded-wallet item, in the Component Story Format the previews render. */
export function embeddedStories(item: string): StoryModule {
  const make = modules[item]
  if (!make) throw new Error(`No embedded-wallet preview for ${item}`)
  return make()
}
