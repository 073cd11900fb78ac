// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useAuthConnector } from '@/registry/hooks/use-auth-connector'

afterEach(cleanup)

describe('useAuthConnector', () => {
  test('behavior: loads the auth connector once and registers it as the kit AUTH connector', async () => {
    const { result, kit } = renderKitHook(() => useAuthConnector(), { frame: scriptedFrame({}) })
    expect(result.current.connector).toBeNull()
    await waitFor(() => expect(result.current.connector?.type).toBe('AUTH'))
    expect(kit.connectors.getConnector('walletkit-auth', 'eip155')).toBeDefined()
  })
})
