// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useWalletProvider } from '@/registry/hooks/use-wallet-provider'
import { getEip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'

afterEach(cleanup)

describe('useWalletProvider', () => {
  test("behavior: eip155 is the kit's one EIP-1193 provider, the same object across renders and wallet changes", async () => {
    const { result, kit, rerender } = renderKitHook(() => useWalletProvider())
    const first = result.current
    expect(first).toBe(getEip1193Provider(kit))
    expect(await first.request({ method: 'eth_accounts' })).toEqual([])
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    rerender()
    expect(result.current).toBe(first)
    expect(await first.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await first.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('behavior: requests reach the connected wallet', async () => {
    const connector = createTestConnector({ request: async ({ method }) => (method === 'eth_blockNumber' ? '0x10' : null) })
    const { result, kit } = renderKitHook(() => useWalletProvider('eip155'))
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    expect(await result.current.request({ method: 'eth_blockNumber' })).toBe('0x10')
  })
})
