// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { createTestConnector, localA } from '@/registry/components/test/kit'
import { solanaNetwork } from '@/registry/lib/state/test/fake-connector'
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

  test('behavior: without a namespace every namespace’s wallet is disconnected; with one only that one', async () => {
    const { result, kit } = renderKitHook(() => useDisconnect(), { props: { networks: [localA, solanaNetwork] } })
    const ended: string[] = []
    const evm = createTestConnector({ id: 'evm', disconnect: async () => void ended.push('evm') })
    const solAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const solana = createTestConnector({
      id: 'sol',
      name: 'Sol Wallet',
      chain: 'solana',
      connect: async () => ({ address: solAddress, accounts: [solAddress], chainId: solanaNetwork.id }),
      disconnect: async () => void ended.push('sol'),
    })
    kit.connectors.register(evm)
    kit.connectors.register(solana)
    await act(() => kit.connection.connect(evm))
    await act(() => kit.connection.connect(solana))
    await act(() => result.current.disconnect('solana'))
    expect(ended).toEqual(['sol'])
    expect(kit.connection.store.getState()).toMatchObject({ status: 'connected', activeNamespace: 'eip155' })
    await act(() => kit.connection.connect(solana))
    await act(() => result.current.disconnect())
    expect(ended.sort()).toEqual(['evm', 'sol', 'sol'])
    await waitFor(() =>
      expect(Object.values(kit.connection.store.getState().accounts).map((a) => a?.status)).toEqual(['disconnected', 'disconnected']),
    )
  })
})
