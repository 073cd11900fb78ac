// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { localB } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { usePublicClient } from '@/registry/hooks/use-public-client'

afterEach(cleanup)

describe('usePublicClient', () => {
  test("behavior: a client of the kit's EVM network with no wallet connected, a new one when the network changes", async () => {
    const { result, kit } = renderKitHook(() => usePublicClient())
    const first = result.current
    expect(first?.chain.id).toBe(31337)
    expect(typeof first?.getBalance).toBe('function')
    await act(() => kit.networks.switchNetwork(localB))
    expect(result.current).not.toBe(first)
    expect(result.current?.chain.id).toBe(31338)
  })
})
