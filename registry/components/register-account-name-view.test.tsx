// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ADDRESS, createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { RegisterAccountNameView } from '@/registry/components/register-account-name-view'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'

afterEach(cleanup)

// A real HTTP profile service on 127.0.0.1: 'free-name' is unregistered (404), 'busy-name' is
// refused with a reason in the API.md profile error body, 'down-name' fails without a body.
let api: LocalServer
let reverseDown = false
beforeAll(async () => {
  // happy-dom's fetch enforces CORS as a browser would.
  const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
  api = await startLocalServer((request) => {
    const path = request.url.pathname
    if (request.method === 'OPTIONS') return { status: 204, headers }
    if (path === '/v1/supported-chains') return { headers, json: { http: ['eip155:31337', 'eip155:31338'], ws: [] } }
    if (path.startsWith('/v1/profile/suggestions/')) return { headers, json: { suggestions: [] } }
    if (path === '/v1/profile/account/free-name.reown.id') return { status: 404, headers, json: { status: 'error', reasons: [] } }
    if (path.toLowerCase() === `/v1/profile/reverse/${ADDRESS}`.toLowerCase()) {
      if (reverseDown) return { status: 503, headers, body: '' }
      const at = { address: ADDRESS, created: '2026-01-01T00:00:00Z' }
      return {
        headers,
        json: ['mine.reown.id', 'old.wcn.id'].map((name) => ({
          name,
          registered_at: '2026-01-01T00:00:00Z',
          addresses: { '60': at },
          attributes: [],
        })),
      }
    }
    if (path === '/v1/profile/account/busy-name.reown.id')
      return {
        status: 429,
        headers,
        json: { status: 'error', reasons: [{ name: 'rate', description: 'Too many lookups, wait a minute' }] },
      }
    return { status: 503, headers, body: '' }
  })
})
afterAll(() => api.close())

async function typeName(value: string): Promise<HTMLElement> {
  const input = screen.getByRole('textbox', { name: 'Choose a name for your account' })
  act(() => fireEvent.change(input, { target: { value } }))
  const line = document.querySelector('[data-slot="register-account-name-availability"]') as HTMLElement
  await waitFor(() => expect(line.getAttribute('data-availability')).not.toBe('checking'), { timeout: 3000 })
  return line
}

describe('RegisterAccountNameView', () => {
  test('behavior: a failed availability check shows the SPEC §8 name-service text: the first reason, else Error resolving name', async () => {
    renderWithKit(<RegisterAccountNameView />, { blockchainApiUrl: api.url })

    const free = await typeName('free-name')
    expect(free.getAttribute('data-availability')).toBe('available')
    expect(free.textContent).toBe('Available')

    const refused = await typeName('busy-name')
    expect(refused.getAttribute('data-availability')).toBe('error')
    expect(refused.textContent).toBe('Too many lookups, wait a minute')

    const down = await typeName('down-name')
    expect(down.getAttribute('data-availability')).toBe('error')
    expect(down.textContent).toBe('Error resolving name')
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)

    // Typing again clears the old failure while the new name is checked.
    const input = screen.getByRole('textbox', { name: 'Choose a name for your account' })
    act(() => fireEvent.change(input, { target: { value: 'free-name' } }))
    expect(document.querySelector('[data-slot="register-account-name-availability"]')?.textContent).toBe('Checking…')
  })

  test("behavior: the names the connected account owns are listed; a failed lookup shows 'Error fetching names for address' and Try again reads them again", async () => {
    reverseDown = true
    const { kit } = renderWithKit(<RegisterAccountNameView />, { blockchainApiUrl: api.url })
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Error fetching names for address')
    reverseDown = false
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    await waitFor(() =>
      expect([...document.querySelectorAll('[data-slot="register-account-name-owned-name"]')].map((n) => n.textContent)).toEqual([
        'mine.reown.id',
        'old.wcn.id',
      ]),
    )
    expect(screen.getByText('Names on this account')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
