// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useConnectors } from '@/registry/hooks/use-connectors'

afterEach(cleanup)

describe('useConnectors', () => {
  test('behavior: an announced wallet puts wallets first (SPEC §2) and connect connects the kit', async () => {
    const { result, kit } = renderKitHook(() => useConnectors())
    expect(result.current.methods[0]).not.toBe('wallet')
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    expect(result.current.methods).toEqual(['wallet', 'email', 'social'])
    expect(result.current.sections.map((s) => s.kind)).toContain('injected')
    await act(async () => void (await result.current.connect(connector)))
    expect(kit.connection.store.getState().account?.address).toBe(ADDRESS)
  })
})
