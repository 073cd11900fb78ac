// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { createTestConnector, renderModal } from '@/registry/components/test/kit'

afterEach(cleanup)

describe('watchUnsupportedChain', () => {
  test('behavior: the wallet moving to an unknown chain opens the modal on UnsupportedChain', async () => {
    const { kit } = renderModal()
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    expect(kit.modal.store.getState().open).toBe(false)
    act(() => connector.events.emit('chainChanged', 99999))
    expect(kit.modal.store.getState().open).toBe(true)
    expect(await screen.findByText(/doesn't support your current network/, undefined, { timeout: 5000 })).toBeTruthy()
    expect(kit.router.store.getState().view).toBe('UnsupportedChain')
  })

  test('behavior: switching back to a configured chain from UnsupportedChain closes the modal', async () => {
    const { kit } = renderModal()
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    act(() => connector.events.emit('chainChanged', 99999))
    const target = await screen.findByRole('button', { name: /Devnet B/ }, { timeout: 5000 })
    await act(async () => target.click())
    expect(kit.networks.getActiveNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(kit.modal.store.getState().open).toBe(false)
  })
})
