// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { createTestConnector, localA, localB } from '@/registry/components/test/kit'
import { solanaNetwork } from '@/registry/lib/state/test/fake-connector'
import { useNetwork } from '@/registry/hooks/use-network'

afterEach(cleanup)

describe('useNetwork', () => {
  test('behavior: lists the networks and switches through the connected wallet', async () => {
    const { result, kit } = renderKitHook(() => useNetwork())
    expect(result.current.networks.map((n) => n.id)).toEqual([31337, 31338])
    const connector = createTestConnector()
    kit.connectors.register(connector)
    await act(() => kit.connection.connect(connector))
    expect(result.current.network?.id).toBe(31337)
    await act(() => result.current.switchNetwork(localB))
    expect(result.current.network?.id).toBe(31338)
    expect(result.current.unsupported).toBe(false)
  })

  test('behavior: selectNetwork switches within a connected namespace and asks for a wallet on another', async () => {
    const { result, kit } = renderKitHook(() => useNetwork(), { props: { networks: [localA, localB, solanaNetwork] } })
    const connector = createTestConnector()
    kit.connectors.register(connector)
    await act(() => kit.connection.connect(connector))
    await act(async () => expect(await result.current.selectNetwork(localB)).toBe('switched'))
    expect(result.current.network?.id).toBe(31338)
    await act(async () => expect(await result.current.selectNetwork(solanaNetwork)).toBe('connect'))
    // The EVM account stays the one shown until a Solana wallet connects.
    expect(result.current).toMatchObject({ activeNamespace: 'eip155', network: { id: 31338 } })
    expect(kit.connection.store.getState().activeNamespace).toBe('eip155')
  })

  test('behavior: switchNetwork into a namespace without a wallet rejects with NAMESPACE_NOT_CONNECTED and leaves the network', async () => {
    const { result, kit } = renderKitHook(() => useNetwork(), { props: { networks: [localA, localB, solanaNetwork] } })
    const connector = createTestConnector()
    kit.connectors.register(connector)
    await act(() => kit.connection.connect(connector))
    await act(async () =>
      expect(result.current.switchNetwork(solanaNetwork)).rejects.toMatchObject({
        code: 'NAMESPACE_NOT_CONNECTED',
        meta: { namespace: 'solana' },
      }),
    )
    expect(result.current).toMatchObject({ activeNamespace: 'eip155', network: { id: 31337 } })
    expect(kit.connection.store.getState().status).toBe('connected')
  })
})
