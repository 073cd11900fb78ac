// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { createTestConnector } from '@/registry/components/test/kit'
import { useDisconnect } from '@/registry/hooks/use-disconnect'

afterEach(cleanup)

describe('useDisconnect', () => {
  test('behavior: disconnects the wallet, clears balances and closes the modal', async () => {
    const { result, kit } = renderKitHook(() => useDisconnect())
    let disconnected = 0
    const connector = createTestConnector({ disconnect: async () => void disconnected++ })
    kit.connectors.register(connector)
    await act(() => kit.connection.connect(connector))
    act(() => kit.modal.open())
    await act(() => result.current.disconnect())
    expect(disconnected).toBe(1)
    expect(kit.connection.store.getState().status).toBe('disconnected')
    expect(kit.modal.store.getState().open).toBe(false)
    expect(kit.balances.store.getState().balances).toEqual([])
  })
})
