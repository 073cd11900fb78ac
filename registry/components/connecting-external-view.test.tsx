// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ADDRESS, createTestConnector, renderModal } from '@/registry/components/test/kit'
import { BaseError } from '@/registry/lib/errors/base'
import { loadModalDialog } from '@/registry/components/modal/load-modal-dialog'

// The modal and this view are lazy chunks: fetch (here: transform) them once before the tests, so
// each test's wait is for the view and not for a cold module transform on a loaded machine.
beforeAll(async () => {
  await Promise.all([loadModalDialog(), import('@/registry/components/connecting-external-view')])
}, 120_000)

afterEach(cleanup)

function rejecting(times: number, error: unknown) {
  let calls = 0
  return createTestConnector({
    connect: async () => {
      calls += 1
      if (calls <= times) throw error
      return { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
    },
  })
}

describe('ConnectingExternalView', () => {
  test('behavior: connects, then closes the modal', async () => {
    const { kit } = renderModal()
    // The wallet answers when the test says so: the view is asserted while it waits, not raced
    // against a connect that may already have closed the modal.
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const connector = createTestConnector({
      connect: async () => (await answered, { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }),
    })
    act(() => {
      kit.modal.open()
      kit.router.push('ConnectingExternal', { connector })
    })
    await screen.findByRole('heading', { name: 'Devnet Wallet' }, { timeout: 5000 })
    expect(kit.modal.store.getState().open).toBe(true)
    act(() => answer())
    await waitFor(() => expect(kit.connection.store.getState().account?.address).toBe(ADDRESS), { timeout: 5000 })
    await waitFor(() => expect(kit.modal.store.getState().open).toBe(false))
  })

  test('behavior: a declined request shows the declined message, and retry connects', async () => {
    const { kit } = renderModal()
    const connector = rejecting(1, Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    act(() => {
      kit.modal.open()
      kit.router.push('ConnectingExternal', { connector })
    })
    expect(await screen.findByText('Connection declined', undefined, { timeout: 5000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(kit.connection.store.getState().status).toBe('connected'))
  })

  test('behavior: a typed error shows its SPEC message', async () => {
    const { kit } = renderModal()
    act(() => {
      kit.modal.open()
      kit.router.push('ConnectingExternal', { connector: rejecting(5, new BaseError('CHAIN_NOT_SUPPORTED', 'Chain is not supported')) })
    })
    expect(await screen.findByText('Chain is not supported', undefined, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
