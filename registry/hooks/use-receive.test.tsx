// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useReceive } from '@/registry/hooks/use-receive'

afterEach(cleanup)

describe('useReceive', () => {
  test('default: the connected address and the networks of its namespace, the active one first', async () => {
    const { result, kit } = renderKitHook(() => useReceive())
    expect(result.current).toMatchObject({ address: undefined, networks: [] })
    await act(() => kit.connection.connect(createTestConnector()))
    expect(result.current.address).toBe(ADDRESS)
    expect(result.current.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    act(() => kit.networks.handleChainChanged('eip155', 31338))
    expect(result.current.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31338', 'eip155:31337'])
  })

  test('behavior: copy puts the address on the clipboard, says copied, and confirms in the snackbar', async () => {
    const { result, kit } = renderKitHook(() => useReceive())
    await act(() => kit.connection.connect(createTestConnector()))
    await act(async () => expect(await result.current.copy('Address copied')).toBe(true))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
    expect(result.current.copied).toBe(true)
    expect(kit.snackbar.store.getState()).toMatchObject({ open: true, variant: 'success', message: 'Address copied' })
  })
})
