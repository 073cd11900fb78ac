// @vitest-environment happy-dom
import type * as React from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { EmailLogin } from '@/registry/components/email-login'
import { UpdateEmailView } from '@/registry/components/update-email-view'
import { localA, renderWithKit } from '@/registry/components/test/kit'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'

// The auth connector's code is its own chunk in a built app; a flaky network can fail its import.
// The first load here fails the way a browser reports that, the next ones load the real module.
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
const address = '0x2222222222222222222222222222222222222222'

function renderEmbedded(view: React.ReactNode) {
  const frame = scriptedFrame({
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    GET_USER: () => ({ address, chainId: 'eip155:31337', email: 'a@b.dev' }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
  })
  return renderWithKit(<EmbeddedWalletProvider parameters={{ frame, networks: [localA] }}>{view}</EmbeddedWalletProvider>)
}

describe('EmailLogin when the e-mail login code fails to load', () => {
  test('behavior: shows SPEC "Unable to load email login dependency" (FRAME_LOAD_FAILED) instead of Loading…, and Try again loads it', async () => {
    chunk.failuresLeft = 1
    renderEmbedded(<EmailLogin />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Unable to load email login dependency')
    expect(document.querySelector('[data-slot="email-login-load-error"]')?.getAttribute('data-code')).toBe('FRAME_LOAD_FAILED')
    expect(document.querySelector('[data-slot="email-login-loading"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a load that fails again shows the error again, with Try again still offered', async () => {
    chunk.failuresLeft = 2
    renderEmbedded(<EmailLogin />)
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load email login dependency')
    expect(chunk.failuresLeft).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeTruthy()
  })
})

describe('UpdateEmailView when the e-mail login code fails to load', () => {
  test('behavior: shows the same SPEC error with Try again instead of nothing, and Try again shows the new-address form', async () => {
    chunk.failuresLeft = 1
    renderEmbedded(<UpdateEmailView />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Unable to load email login dependency')
    const failed = document.querySelector('[data-slot="email-login-change"] [data-slot="email-login-load-error"]')
    expect(failed?.getAttribute('data-code')).toBe('FRAME_LOAD_FAILED')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: 'New e-mail' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: while the code loads it says Loading… rather than rendering nothing', async () => {
    renderEmbedded(<UpdateEmailView />)
    expect(screen.getByText('Loading…').getAttribute('data-slot')).toBe('email-login-change-loading')
    expect(await screen.findByRole('textbox', { name: 'New e-mail' })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })
})
