import { createStore } from 'zustand/vanilla'
import { EmailNotAllowedError } from '@/registry/lib/errors/email'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import { emailLoginThrottleMs } from '@/registry/lib/connectors/auth/email-throttle'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { getEmbeddedWallet, getEmbeddedWalletOptions } from '@/registry/lib/state/embedded/embedded-wallet-state'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'

export type EmailLoginStep = 'email' | 'device' | 'otp' | 'connected' | 'change-primary' | 'change-secondary' | 'changed'
export type EmailLoginState = {
  step: EmailLoginStep
  email: string
  newEmail: string
  busy: boolean
  error: string | null
  /** When a new code may be requested (SPEC §9 throttle), ms since the epoch. */
  resendAt: number
}

type Flow = Pick<
  AuthConnector,
  'connectEmail' | 'connectDevice' | 'connectOtp' | 'updateEmail' | 'updateEmailPrimaryOtp' | 'updateEmailSecondaryOtp'
>

/** The host's allowed-e-mail check (SPEC §5); may be async (a backend lookup). */
export type EmailAllowedCheck = (email: string) => boolean | Promise<boolean>

/** Runs the code check as the kit's connect, so the kit reads connecting until the account is recorded. */
export type EmailLoginConnect = (login: () => Promise<ConnectResult>) => Promise<unknown>

/**
 * The e-mail login and e-mail change steps as a vanilla store, so the view only renders
 * `step` and calls these actions. `connect` wraps the code check: the step is connected only
 * once the kit has the account, and a refused code shows its error.
 *
 * @example
 * const flow = createEmailLoginFlow(auth, { connect: (login) => connection.connect(auth, { login }) })
 * await flow.submitEmail('me@example.com'); await flow.submitCode('123456')
 */
export function createEmailLoginFlow(
  auth: Flow,
  options: { now?: () => number; connect?: EmailLoginConnect | undefined; isEmailAllowed?: EmailAllowedCheck | undefined } = {},
) {
  const now = options.now ?? Date.now
  const store = createStore<EmailLoginState>(() => ({ step: 'email', email: '', newEmail: '', busy: false, error: null, resendAt: 0 }))

  async function run(work: () => Promise<Partial<EmailLoginState> | void>): Promise<void> {
    store.setState({ busy: true, error: null })
    try {
      store.setState({ ...(await work()), busy: false })
    } catch (error) {
      store.setState({ busy: false, error: toUserMessage(error) })
    }
  }

  const sendCode = async (email: string): Promise<Partial<EmailLoginState>> => {
    // Checked before CONNECT_EMAIL: a refused address never reaches the secure site.
    if (options.isEmailAllowed && !(await options.isEmailAllowed(email))) throw new EmailNotAllowedError({ details: email })
    const { action } = await auth.connectEmail(email)
    const base = { email, resendAt: now() + emailLoginThrottleMs }
    if (action === 'VERIFY_DEVICE') {
      store.setState({ ...base, step: 'device' })
      await auth.connectDevice()
      return { step: 'otp' }
    }
    return { ...base, step: 'otp' }
  }

  return {
    store,
    submitEmail: (email: string) => run(() => sendCode(email.trim())),
    resend: () => run(() => sendCode(store.getState().email)),
    submitCode: (otp: string) =>
      run(async () => {
        const login = () => auth.connectOtp(otp.trim())
        await (options.connect ? options.connect(login) : login())
        return { step: 'connected' }
      }),
    startChange: (newEmail: string) =>
      run(async () => {
        const { action } = await auth.updateEmail(newEmail.trim())
        return { newEmail: newEmail.trim(), step: action === 'VERIFY_SECONDARY_OTP' ? 'change-secondary' : 'change-primary' }
      }),
    submitPrimaryCode: (otp: string) =>
      run(async () => {
        await auth.updateEmailPrimaryOtp(otp.trim())
        return { step: 'change-secondary' }
      }),
    submitSecondaryCode: (otp: string) =>
      run(async () => {
        const { newEmail } = await auth.updateEmailSecondaryOtp(otp.trim())
        return { email: newEmail, step: 'changed' }
      }),
    back: () => store.setState({ step: 'email', error: null }),
  }
}

export type EmailLoginFlow = ReturnType<typeof createEmailLoginFlow>

const flows = new WeakMap<WalletKitStores, Promise<EmailLoginFlow>>()

/**
 * The kit's e-mail login flow, once the auth connector has loaded; a code that connects
 * connects the kit too.
 *
 * @example
 * const flow = await getEmailLoginFlow(kit); await flow.submitEmail('me@example.com')
 */
export function getEmailLoginFlow(kit: WalletKitStores): Promise<EmailLoginFlow> {
  let flow = flows.get(kit)
  if (!flow) {
    flow = getEmbeddedWallet(kit)
      .load()
      .then((auth) =>
        createEmailLoginFlow(auth, {
          connect: (login) => kit.connection.connect(auth, { login }),
          isEmailAllowed: getEmbeddedWalletOptions(kit)?.isEmailAllowed,
        }),
      )
    flow.catch(() => flows.delete(kit))
    flows.set(kit, flow)
  }
  return flow
}
