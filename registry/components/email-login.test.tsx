// @vitest-environment happy-dom
import { FrameRequestError } from '@/registry/lib/errors/frame'
import type * as React from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { EmailLogin } from '@/registry/components/email-login'
import { EmailLoginChange } from '@/registry/components/update-email-view'
import { localA, renderWithKit } from '@/registry/components/test/kit'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import type { EmbeddedWalletOptions } from '@/registry/lib/state/embedded/embedded-wallet-options'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
const address = '0x2222222222222222222222222222222222222222'

// A scripted frame: the real one is driven end to end by e2e/frame.
function scriptedFrame(log: string[]) {
  const answers: Record<string, (payload: unknown) => unknown> = {
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: (p) => {
      if ((p as { otp: string }).otp !== '123456') throw new FrameRequestError('Invalid code')
      return {}
    },
    GET_USER: () => ({ address, chainId: 'eip155:31337', email: 'a@b.dev' }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address }),
    UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    UPDATE_EMAIL_PRIMARY_OTP: () => ({}),
    UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'c@d.dev' }),
    RPC_REQUEST: () => '0xsigned',
  }
  return {
    origin: 'http://localhost:1',
    request: async (name: string, payload: unknown) => {
      // SYNC_THEME goes out whenever the connector loads (start-up's theme sync), not from these views.
      if (name !== 'SYNC_THEME') log.push(name)
      return answers[name]?.(payload) ?? {}
    },
    getChainId: () => 'eip155:31337',
    setChainId: () => {},
    abortPending: () => {},
    // The app data the kit keeps current (its locale) goes out through this, as on the real client.
    syncDappData: () => {},
  } as unknown as FrameClient
}

function renderEmbedded(ui: React.ReactNode, parameters: EmbeddedWalletOptions = {}) {
  const log: string[] = []
  const rendered = renderWithKit(
    <EmbeddedWalletProvider parameters={{ frame: scriptedFrame(log), networks: [localA], ...parameters }}>{ui}</EmbeddedWalletProvider>,
  )
  return { ...rendered, log }
}

describe('EmailLogin', () => {
  test('behavior: address, then code with a throttled resend, then connected', async () => {
    const { kit, log } = renderEmbedded(<EmailLogin />)
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@b.dev' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Enter the code sent to a@b.dev')).toBeTruthy()
    const resend = screen.getByRole('button', { name: /Resend in \d+s/ }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    const statuses: string[] = []
    kit.connection.store.subscribe((state, previous) => {
      if (state.status !== previous.status) statuses.push(state.status)
    })
    fireEvent.change(screen.getByPlaceholderText('6-digit code'), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid code')
    expect(statuses).toEqual(['connecting', 'disconnected'])
    fireEvent.change(screen.getByPlaceholderText('6-digit code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Connected')).toBeTruthy()
    // The code check is the kit's connect: connecting throughout, connected before the form says so,
    // and the frame asked for the user once (a second connect after the code left a window in which
    // the Solana account was there and the EVM one still connecting).
    expect(statuses).toEqual(['connecting', 'disconnected', 'connecting', 'connected'])
    expect(log.filter((name) => name === 'GET_USER')).toEqual(['GET_USER'])
    expect(log.slice(0, 3)).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_OTP'])
  })

  test('behavior: resend waits 30 s from the code request (SPEC §9 e-mail login throttle), then asks the frame again', async () => {
    // Clock and countdown faked; timeouts stay real for the async queries.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const { log } = renderEmbedded(<EmailLogin />)
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@b.dev' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const resend = (await screen.findByRole('button', { name: 'Resend in 30s' })) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    await act(async () => void vi.advanceTimersByTime(29_000))
    expect(resend.textContent).toBe('Resend in 1s')
    expect(resend.disabled).toBe(true)
    await act(async () => void vi.advanceTimersByTime(1_000))
    expect(resend.textContent).toBe('Resend code')
    expect(resend.disabled).toBe(false)
    fireEvent.click(resend)
    expect(await screen.findByRole('button', { name: 'Resend in 30s' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(log.filter((name) => name === 'CONNECT_EMAIL')).toEqual(['CONNECT_EMAIL', 'CONNECT_EMAIL'])
  })

  test('parameters: isEmailAllowed given to EmbeddedWalletProvider refuses an address in the view before the frame gets it', async () => {
    const checked: string[] = []
    const isEmailAllowed = (email: string) => (checked.push(email), email.endsWith('@b.dev'))
    const { log } = renderEmbedded(<EmailLogin />, { isEmailAllowed })
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@elsewhere.dev' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This e-mail address cannot be used to sign in here')
    expect(log).not.toContain('CONNECT_EMAIL')
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@b.dev' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Enter the code sent to a@b.dev')).toBeTruthy()
    expect(checked).toEqual(['a@elsewhere.dev', 'a@b.dev'])
    expect(log.filter((name) => name === 'CONNECT_EMAIL')).toEqual(['CONNECT_EMAIL'])
  })

  test('behavior: e-mail change asks for the current then the new code', async () => {
    const { log } = renderEmbedded(<EmailLoginChange />)
    fireEvent.change(await screen.findByRole('textbox', { name: 'New e-mail' }), { target: { value: 'c@d.dev' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }))
    fireEvent.change(await screen.findByPlaceholderText('6-digit code'), { target: { value: '111111' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Enter the code sent to c@d.dev')).toBeTruthy()
    fireEvent.change(screen.getByPlaceholderText('6-digit code'), { target: { value: '222222' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('E-mail changed to c@d.dev')).toBeTruthy()
    expect(log).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])
  })
})
