// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useAccount } from '@/registry/hooks/use-account'

afterEach(cleanup)

describe('useAccount', () => {
  test('behavior: follows the connection from disconnected to connected', async () => {
    const { result, kit } = renderKitHook(() => useAccount())
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
    await act(() => kit.connection.connect(createTestConnector()))
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      namespace: 'eip155',
    })
  })
})
