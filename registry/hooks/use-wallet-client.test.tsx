// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { createTestConnector } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useWalletClient } from '@/registry/hooks/use-wallet-client'

afterEach(cleanup)

// anvil's first dev key: a real signature through the client, checked with viem.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('useWalletClient', () => {
  test('behavior: undefined while disconnected; bound to the connected account and chain, rebuilt when the chain changes', async () => {
    const connector = createTestConnector()
    const { result, kit } = renderKitHook(() => useWalletClient())
    expect(result.current).toBeUndefined()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    const first = result.current
    expect(first?.account.address).toBe(signer.address)
    expect(first?.chain.id).toBe(31337)
    act(() => connector.events.emit('chainChanged', 31338))
    expect(result.current).not.toBe(first)
    expect(result.current?.chain.id).toBe(31338)
    await act(() => kit.connection.disconnect('eip155'))
    expect(result.current).toBeUndefined()
  })

  test('behavior: rebuilt for the new account when the wallet changes account on the same chain', async () => {
    const second = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const connector = createTestConnector()
    const { result, kit } = renderKitHook(() => useWalletClient())
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    const first = result.current
    expect(first?.account.address).toBe(signer.address)
    act(() => connector.events.emit('accountsChanged', [second.address, signer.address]))
    expect(result.current).not.toBe(first)
    expect(result.current?.account.address).toBe(second.address)
    expect(result.current?.chain.id).toBe(31337)
    // The old client is not mutated: a client held from before still names the old account.
    expect(first?.account.address).toBe(signer.address)
  })

  test('behavior: signMessage goes to the wallet (personal_sign), verified with viem', async () => {
    const connector = createTestConnector({
      request: async ({ method, params }) => {
        if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
        const [hex] = params as [`0x${string}`]
        return signer.signMessage({ message: { raw: hex } })
      },
    })
    const { result, kit } = renderKitHook(() => useWalletClient())
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    const signature = await result.current!.signMessage({ message: 'hello app' })
    expect(await verifyMessage({ address: signer.address, message: 'hello app', signature })).toBe(true)
  })
})
