// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ConnectingSiweView } from '@/registry/components/connecting-siwe-view'
import { createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { useSiwx } from '@/registry/hooks/use-siwx'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import { getSiwxFlow } from '@/registry/lib/state/siwx/siwx-flow'
import type { SiwxConfig } from '@/registry/lib/siwx/siwx-types'

afterEach(cleanup)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A required sign-in whose sessions are never kept: the test only watches the message being signed. */
const siwx: SiwxConfig = {
  createMessage: async ({ accountAddress, chainId }) =>
    createSiwxMessage({ accountAddress, chainId, domain: 'host.test', uri: 'https://host.test', expiresInMs: 60_000 }),
  addSession: async () => undefined,
  getSessions: async () => [],
  revokeSession: async () => undefined,
  setSessions: async () => undefined,
  getRequired: () => false,
}

// The view and what the flow exposes, side by side, as the modal shows it once SIWXSignMessage's Sign in was pressed.
function Harness() {
  const { sign } = useSiwx()
  return (
    <>
      <button type="button" onClick={() => void sign().catch(() => undefined)}>
        start
      </button>
      <ConnectingSiweView />
    </>
  )
}

describe('ConnectingSiweView', () => {
  test('behavior: while the wallet holds the message the flow is on ConnectingSiwe and the view names the wallet; Cancel (sign-in not required) closes the modal, the account still connected and not signed in', async () => {
    let requested = 0
    const connector = createTestConnector({
      name: 'Aurora Wallet',
      address,
      connect: async () => ({ address, chainId: 31337, accounts: [address] }),
      // The wallet shows the message and the user has not decided yet.
      request: ({ method }: { method: string }) => {
        if (method === 'personal_sign') requested++
        return new Promise(() => undefined)
      },
    } as Parameters<typeof createTestConnector>[0])
    const { kit } = renderWithKit(<Harness />, { siwx })
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    await waitFor(() => expect(kit.router.store.getState().view).toBe('SIWXSignMessage'))

    fireEvent.click(screen.getByRole('button', { name: 'start' }))
    await waitFor(() => expect(kit.router.store.getState().view).toBe('ConnectingSiwe'))
    expect(requested).toBe(1)
    expect(document.querySelector('[data-slot="connecting-siwe-headline"]')?.textContent).toBe('Sign the message in Aurora Wallet')
    expect(document.querySelector('[data-slot="connecting-siwe-spinner"]')).not.toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.modal.store.getState().open).toBe(false))
    expect(getSiwxFlow(kit)?.store.getState()).toMatchObject({ status: 'ready', session: undefined })
    expect(kit.connection.store.getState().accounts.eip155?.status).toBe('connected')
  })
})
