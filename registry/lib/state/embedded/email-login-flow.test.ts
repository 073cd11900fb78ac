import { describe, expect, test } from 'vitest'
import { createEmailLoginFlow, getEmailLoginFlow } from '@/registry/lib/state/embedded/email-login-flow'
import { configureEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { localA } from '@/registry/components/test/kit'
import { EmailThrottledError } from '@/registry/lib/errors/email'

const result = { address: '0x1', chainId: 1, accounts: ['0x1'] }

function fakeAuth(action: 'VERIFY_OTP' | 'VERIFY_DEVICE', log: string[]) {
  let device: () => void = () => {}
  return {
    releaseDevice: () => device(),
    auth: {
      connectEmail: async (email: string) => {
        log.push(`email:${email}`)
        if (email === 'slow@b.dev') throw new EmailThrottledError({ seconds: 12 })
        return { action }
      },
      connectDevice: () => new Promise<Record<string, never>>((resolve) => (device = () => resolve({}))),
      connectOtp: async (otp: string) => (log.push(`otp:${otp}`), result),
      updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' as const }),
      updateEmailPrimaryOtp: async () => ({}),
      updateEmailSecondaryOtp: async () => ({ newEmail: 'n@b.dev' }),
    },
  }
}

describe('createEmailLoginFlow', () => {
  test('behavior: e-mail then code; resend allowed 30 s after the send', async () => {
    const log: string[] = []
    const connected: unknown[] = []
    const connect = async (login: () => Promise<unknown>) => connected.push(await login())
    const flow = createEmailLoginFlow(fakeAuth('VERIFY_OTP', log).auth, { now: () => 5_000, connect })
    await flow.submitEmail(' a@b.dev ')
    expect(flow.store.getState()).toMatchObject({ step: 'otp', email: 'a@b.dev', resendAt: 35_000, busy: false, error: null })
    await flow.submitCode('123456')
    expect(flow.store.getState().step).toBe('connected')
    expect(connected).toEqual([result])
    expect(log).toEqual(['email:a@b.dev', 'otp:123456'])
  })

  test('behavior: a new device waits for approval before the code step', async () => {
    const fake = fakeAuth('VERIFY_DEVICE', [])
    const flow = createEmailLoginFlow(fake.auth)
    const submitted = flow.submitEmail('a@b.dev')
    await Promise.resolve()
    await Promise.resolve()
    expect(flow.store.getState().step).toBe('device')
    fake.releaseDevice()
    await submitted
    expect(flow.store.getState().step).toBe('otp')
  })

  test('behavior: the throttle message is shown as the error', async () => {
    const flow = createEmailLoginFlow(fakeAuth('VERIFY_OTP', []).auth)
    await flow.submitEmail('slow@b.dev')
    expect(flow.store.getState()).toMatchObject({ step: 'email', error: 'Please try again after 12 seconds' })
  })
})

describe('allowed e-mail check', () => {
  test('behavior: a refused address gets the SPEC-path error and no code is sent', async () => {
    const log: string[] = []
    const { auth } = fakeAuth('VERIFY_OTP', log)
    const checked: string[] = []
    const flow = createEmailLoginFlow(auth, { isEmailAllowed: async (email) => (checked.push(email), email.endsWith('@b.dev')) })
    await flow.submitEmail('  eve@evil.dev ')
    expect(checked).toEqual(['eve@evil.dev'])
    expect(flow.store.getState()).toMatchObject({ step: 'email', error: 'This e-mail address cannot be used to sign in here' })
    expect(log).toEqual([])
    await flow.submitEmail('a@b.dev')
    expect(log).toEqual(['email:a@b.dev'])
    expect(flow.store.getState().step).toBe('otp')
  })
})

describe('getEmailLoginFlow', () => {
  // A host passes the check either way: WalletKitProvider's `embeddedWallet` or EmbeddedWalletProvider's `parameters`.
  const refuseAll = { isEmailAllowed: () => false }
  const kits = {
    'WalletKitProvider embeddedWallet': (log: Array<{ name: string; payload: unknown }>) =>
      createWalletKit({
        projectId: 'p',
        networks: [localA],
        storage: createMemoryStorage(),
        embeddedWallet: { ...refuseAll, frame: scriptedFrame({}, log) },
      }),
    'EmbeddedWalletProvider parameters': (log: Array<{ name: string; payload: unknown }>) => {
      const kit = createWalletKit({ projectId: 'p', networks: [localA], storage: createMemoryStorage() })
      configureEmbeddedWallet(kit, { ...refuseAll, frame: scriptedFrame({}, log) })
      return kit
    },
  }
  test.each(Object.entries(kits))('parameters: isEmailAllowed through %s refuses the address before CONNECT_EMAIL', async (_, makeKit) => {
    const log: Array<{ name: string; payload: unknown }> = []
    const flow = await getEmailLoginFlow(makeKit(log))
    await flow.submitEmail('a@b.dev')
    expect(flow.store.getState()).toMatchObject({ step: 'email', error: 'This e-mail address cannot be used to sign in here' })
    expect(log.map((entry) => entry.name)).not.toContain('CONNECT_EMAIL')
  })
})
