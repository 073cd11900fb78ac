// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { createTestConnector } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useSignMessage } from '@/registry/hooks/use-sign-message'

afterEach(cleanup)

// anvil's first dev key: a real EIP-191 signature, checked with viem.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('useSignMessage', () => {
  test('behavior: personal_sign through the connected wallet, verified with viem', async () => {
    const connector = createTestConnector({
      request: async ({ method, params }) => {
        if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
        const [hex] = params as [`0x${string}`]
        return signer.signMessage({ message: { raw: hex } })
      },
    })
    const { result, kit } = renderKitHook(() => useSignMessage())
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    await act(() => result.current.signMessage('hello walletkit'))
    expect(result.current.status).toBe('signed')
    expect(
      await verifyMessage({ address: signer.address, message: 'hello walletkit', signature: result.current.signature as `0x${string}` }),
    ).toBe(true)
  })

  test('behavior: without a connected wallet the error is "Address or auth connector not found"', async () => {
    const { result } = renderKitHook(() => useSignMessage())
    await act(() => result.current.signMessage('x'))
    expect(result.current.status).toBe('error')
    expect((result.current.error as Error & { shortMessage: string }).shortMessage).toBe('Address or auth connector not found')
  })
})
