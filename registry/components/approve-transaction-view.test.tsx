// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { ApproveTransactionView } from '@/registry/components/approve-transaction-view'
import { createTestConnector, localA, renderWithKit } from '@/registry/components/test/kit'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'

afterEach(cleanup)
const address = '0x2222222222222222222222222222222222222222'

// A scripted frame whose RPC answers wait for the test (the user's click in the real frame, which
// e2e/frame and e2e/journeys drive); it records where it was revealed.
function waitingFrame() {
  const shown: Array<HTMLElement | 'hidden'> = []
  const answers: Array<{ resolve(value: unknown): void; reject(error: Error): void }> = []
  const frame = {
    origin: 'http://localhost:1',
    request: (name: string) =>
      name === 'RPC_REQUEST' ? new Promise((resolve, reject) => answers.push({ resolve, reject })) : Promise.resolve({}),
    getChainId: () => 'eip155:31337',
    setChainId: () => {},
    abortPending: () => {},
    reveal: (target: HTMLElement) => void shown.push(target),
    hide: () => void shown.push('hidden'),
    // The app data the kit keeps current (its locale) goes out through this, as on the real client.
    syncDappData: () => {},
  } as unknown as FrameClient
  return { frame, shown, answers }
}

describe('ApproveTransactionView', () => {
  test('behavior: display only: shows the frozen request and its network, reveals the frame over its box, hides it when the request settles', async () => {
    const { frame, shown, answers } = waitingFrame()
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame, networks: [localA] }}>
        <ApproveTransactionView />
      </EmbeddedWalletProvider>,
    )
    expect(await screen.findByText('No request is waiting')).toBeTruthy()
    const auth = await getEmbeddedWallet(kit).load()
    let signed!: Promise<unknown>
    act(() => void (signed = auth.request!({ method: 'personal_sign', params: ['0x68656c6c6f', address] })))
    expect(await screen.findByText('Sign a message')).toBeTruthy()
    expect(screen.getByText('personal_sign')).toBeTruthy()
    expect(screen.getByText('hello')).toBeTruthy()
    expect(screen.getByText(localA.name)).toBeTruthy()
    expect(screen.queryAllByRole('button')).toEqual([])
    // Right to left: the method stays left to right, a decoded message takes its own direction.
    expect(screen.getByText('personal_sign').getAttribute('dir')).toBe('ltr')
    expect(screen.getByText('hello').getAttribute('dir')).toBe('auto')
    const slot = document.querySelector('[data-slot=approve-transaction-frame]')
    await waitFor(() => expect(shown).toEqual([slot]))
    await waitFor(() => expect(answers).toHaveLength(1))
    act(() => answers[0]!.resolve('0xsigned'))
    await expect(signed).resolves.toBe('0xsigned')
    expect(await screen.findByText('No request is waiting')).toBeTruthy()
    expect(shown).toEqual([slot, 'hidden'])
  })

  test('behavior: a rejection in the frame settles the request as refused and closes the view it opened', async () => {
    const { frame, answers } = waitingFrame()
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame, networks: [localA] }}>
        <ApproveTransactionView />
      </EmbeddedWalletProvider>,
    )
    const auth = await getEmbeddedWallet(kit).load()
    let refused!: Promise<unknown>
    act(() => void (refused = auth.request!({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] })))
    await waitFor(() => expect(kit.modal.store.getState().open).toBe(true))
    expect(kit.router.store.getState().view).toBe('ApproveTransaction')
    await waitFor(() => expect(answers).toHaveLength(1))
    act(() => answers[0]!.reject(Object.assign(new Error('User rejected the request'), { code: 'USER_REJECTED' })))
    await expect(refused).rejects.toThrow('User rejected')
    // SPEC §4: a failed request pops the transaction stack; the modal opened for it closes.
    await waitFor(() => expect(kit.modal.store.getState().open).toBe(false))
  })

  /**
   * The approval view under the embedded wallet's provider with `frame`, a wallet connected and
   * Account open; `fetched` records the balance reads from the moment the auth connector is loaded.
   */
  async function onAccount(frame: FrameClient) {
    const fetched: Array<{ address: string; caipNetworkId: string; forceUpdate?: boolean | undefined }> = []
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame, networks: [localA] }}>
        <ApproveTransactionView />
      </EmbeddedWalletProvider>,
      { balances: { fetchBalances: async (parameters) => (fetched.push(parameters), []) } },
    )
    const connector = createTestConnector({ connect: async () => ({ address, chainId: 31337, accounts: [address] }) })
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    act(() => kit.modal.open({ view: 'Account' }))
    const auth = await getEmbeddedWallet(kit).load()
    fetched.length = 0
    return { kit, auth, fetched }
  }

  test('behavior: an approved unsafe request pops back to the view the user was on and refreshes the native balance, past the cache', async () => {
    const { frame, answers } = waitingFrame()
    const { kit, auth, fetched } = await onAccount(frame)
    let sent!: Promise<unknown>
    act(() => void (sent = auth.request!({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] })))
    await waitFor(() => expect(kit.router.store.getState().view).toBe('ApproveTransaction'))
    await waitFor(() => expect(answers).toHaveLength(1))
    expect(fetched).toEqual([])
    act(() => answers[0]!.resolve('0xhash'))
    await expect(sent).resolves.toBe('0xhash')
    // SPEC §4: the stack pops back to Account (the modal stays open) and the balance is read again.
    await waitFor(() => expect(kit.router.store.getState().view).toBe('Account'))
    expect(kit.modal.store.getState().open).toBe(true)
    await waitFor(() => expect(fetched).toEqual([{ address, caipNetworkId: 'eip155:31337', forceUpdate: true }]))
  })

  test('behavior: an approved safe request neither pops the stack nor refreshes the balance', async () => {
    const { frame } = waitingFrame()
    const { kit, auth, fetched } = await onAccount({ ...frame, request: async () => '0x10' } as FrameClient)
    await expect(auth.request!({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(kit.router.store.getState().view).toBe('Account')
    expect(kit.modal.store.getState().open).toBe(true)
    expect(fetched).toEqual([])
  })

  test('behavior: hex and JSON parameters stay left to right inside a right-to-left view', async () => {
    const { frame } = waitingFrame()
    const { kit } = renderWithKit(
      <EmbeddedWalletProvider parameters={{ frame, networks: [localA] }}>
        <div dir="rtl">
          <ApproveTransactionView />
        </div>
      </EmbeddedWalletProvider>,
    )
    const auth = await getEmbeddedWallet(kit).load()
    const typed = { domain: { name: 'Ether Mail' }, message: { contents: 'hi' } }
    act(() => void auth.request!({ method: 'eth_signTypedData_v4', params: [address, typed] }).catch(() => {}))
    await screen.findByText('Sign typed data')
    const params = [...document.querySelectorAll('[data-slot=approve-transaction-param]')]
    expect(params.map((param) => [param.textContent?.slice(0, 1), param.getAttribute('dir')])).toEqual([['{', 'ltr']])
  })
})
