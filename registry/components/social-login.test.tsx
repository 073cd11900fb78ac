// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ConnectingFarcasterView } from '@/registry/components/connecting-farcaster-view'
import { SocialLogin } from '@/registry/components/social-login'
import { AccountTypeSwitch } from '@/registry/components/account-type-switch'
import { ApproveTransactionView } from '@/registry/components/approve-transaction-view'
import { localA, renderWithKit } from '@/registry/components/test/kit'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'
import { scriptedReadiness, scriptedFrame as sharedScriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { FrameLoadError } from '@/registry/lib/errors/frame'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import type { PlatformDetector } from '@/registry/lib/state/embedded/social-platform'

// The auth connector's code is its own chunk in a built app: a flaky network can fail its import.
// While `failuresLeft` is above 0 a load fails the way a browser reports that; then the real module loads.
const chunk = vi.hoisted(() => ({ failuresLeft: 0 }))
vi.mock('@/registry/lib/connectors/auth/load-auth-connector', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/registry/lib/connectors/auth/load-auth-connector')>()
  return {
    loadAuthConnector: (parameters: Parameters<typeof actual.loadAuthConnector>[0]) => {
      if (chunk.failuresLeft > 0) {
        chunk.failuresLeft -= 1
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/create-auth-connector-x1.js'))
      }
      return actual.loadAuthConnector(parameters)
    },
  }
})

afterEach(cleanup)
const address = '0x3333333333333333333333333333333333333333'

// The shared scripted frame with a signed-in user's answers; the real one is driven end to end by e2e/frame.
function scriptedFrame(
  overrides: ScriptedAnswers = {},
  log: Array<{ name: string; payload: unknown }> = [],
  readiness = scriptedReadiness(true),
): FrameClient {
  const answers: ScriptedAnswers = {
    GET_USER: () => ({ address, chainId: 'eip155:31337' }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SET_PREFERRED_ACCOUNT: (p) => {
      if ((p as { type: string }).type !== 'eoa') throw new Error('Smart accounts are not available on this network')
      return { type: 'eoa', address }
    },
    ...overrides,
  }
  return sharedScriptedFrame(answers, log, readiness)
}

const platform = (telegram: boolean, os: ReturnType<PlatformDetector['os']>): PlatformDetector => ({
  isTelegram: () => telegram,
  os: () => os,
  isMobile: () => false,
})

describe('SocialLogin', () => {
  test('behavior: when the embedded wallet fails to load, the SPEC error shows with Try again (not dead buttons), and Try again loads it', async () => {
    chunk.failuresLeft = 1
    renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame: scriptedFrame(), networks: [localA] }}>
        <SocialLogin />
      </EmbeddedWalletProvider>,
      { platform: platform(false, 'other') },
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Unable to load email login dependency')
    expect(document.querySelector('[data-slot="social-login"] [data-slot="email-login-load-error"]')?.getAttribute('data-code')).toBe(
      'FRAME_LOAD_FAILED',
    )
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(chunk.failuresLeft).toBe(0)
  })

  test('behavior: the buttons wait for the frame to say READY (a popup opened while it loads cost the app its READY); a frame that never says it shows the SPEC error, and Try again waits again', async () => {
    const readiness = scriptedReadiness()
    renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame: scriptedFrame({}, [], readiness), networks: [localA] }}>
        <SocialLogin />
      </EmbeddedWalletProvider>,
      { platform: platform(false, 'other') },
    )
    const google = () => screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement
    const group = () => document.querySelector('[data-slot="social-login"]')!
    const busy = () => [group().getAttribute('data-state'), group().getAttribute('aria-busy')]
    await waitFor(() => expect(readiness.waits).toBe(1))
    expect(google().disabled).toBe(true)
    expect(busy()).toEqual(['loading', 'true'])
    act(() => readiness.fail(new FrameLoadError({ details: 'no READY from the secure frame' })))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Unable to load email login dependency')
    expect(google().disabled).toBe(true)
    expect(busy()).toEqual(['error', 'false'])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(readiness.waits).toBe(2))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(google().disabled).toBe(true)
    expect(busy()).toEqual(['loading', 'true'])
    act(() => readiness.announce())
    await waitFor(() => expect(google().disabled).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(busy()).toEqual(['ready', 'false'])
  })

  test('default: the SPEC §9 providers in order; farcaster opens ConnectingFarcaster', async () => {
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame: scriptedFrame(), networks: [localA] }}>
        <SocialLogin />
      </EmbeddedWalletProvider>,
      { platform: platform(false, 'other') },
    )
    const buttons = await screen.findAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('data-provider'))).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    await waitFor(() => expect((buttons[3] as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(kit.router.store.getState().view).toBe('ConnectingFarcaster')
  })

  test('parameters: Telegram on Android drops facebook and x', async () => {
    renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame: scriptedFrame(), networks: [localA] }}>
        <SocialLogin />
      </EmbeddedWalletProvider>,
      { platform: platform(true, 'android') },
    )
    const buttons = await screen.findAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('data-provider'))).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })
})

describe('ConnectingFarcasterView', () => {
  test('behavior: shows the approval link as a QR code and connects once approved', async () => {
    let approve: () => void = () => {}
    const frame = scriptedFrame({
      GET_FARCASTER_URI: () => ({ url: 'http://localhost:1/farcaster/approve?channel=c' }),
      CONNECT_FARCASTER: () => new Promise((resolve) => (approve = () => resolve({ userName: 'dwr' }))),
    })
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame, networks: [localA] }}>
        <ConnectingFarcasterView />
      </EmbeddedWalletProvider>,
    )
    const qr = await screen.findByRole('img', { name: 'Farcaster sign-in QR code' })
    expect(qr.closest('[data-slot="connecting-farcaster-qr"]')?.getAttribute('data-uri')).toBe(
      'http://localhost:1/farcaster/approve?channel=c',
    )
    expect(screen.getByRole('link', { name: 'Open on this device' }).getAttribute('href')).toBe(
      'http://localhost:1/farcaster/approve?channel=c',
    )
    act(() => approve())
    expect(await screen.findByText('Connected')).toBeTruthy()
    await waitFor(() => expect(kit.connection.store.getState().status).toBe('connected'))
  })
})

describe('AccountTypeSwitch', () => {
  test('behavior: a refused smart account falls back to eoa', async () => {
    const log: Array<{ name: string; payload: unknown }> = []
    renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame: scriptedFrame({}, log), networks: [localA] }}>
        <AccountTypeSwitch current="eoa" />
      </EmbeddedWalletProvider>,
    )
    const button = await screen.findByRole('button', { name: 'Switch to smart account' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to smart account' })).toBeTruthy())
    await waitFor(() =>
      expect(log.filter((c) => c.name === 'SET_PREFERRED_ACCOUNT').map((c) => c.payload)).toEqual([
        { type: 'smartAccount' },
        { type: 'eoa' },
      ]),
    )
    expect(document.querySelector('[data-slot=account-type-switch]')?.getAttribute('data-type')).toBe('eoa')
  })
})

describe('leaving ConnectingFarcaster', () => {
  test('behavior: unconnected, the link is reset and the frame reloaded', async () => {
    const log: Array<{ name: string; payload: unknown }> = []
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame: scriptedFrame({}, log), networks: [localA] }}>
        <SocialLogin />
      </EmbeddedWalletProvider>,
    )
    const farcaster = await screen.findByRole('button', { name: 'Continue with Farcaster' })
    await waitFor(() => expect((farcaster as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(farcaster)
    act(() => kit.router.goBack())
    expect(log.map((c) => c.name)).not.toContain('RELOAD')
    await waitFor(() => expect(log.map((c) => c.name)).toContain('RELOAD'))
  })
})

describe('without EmbeddedWalletProvider', () => {
  test('behavior: views fall back to the kit defaults and create no frame until one is needed', async () => {
    renderWithKit(<ApproveTransactionView />, { secureSiteOrigin: 'http://localhost:1' })
    expect(await screen.findByText('No request is waiting')).toBeTruthy()
    expect(document.getElementById('w3m-iframe')).toBeNull()
  })
})
