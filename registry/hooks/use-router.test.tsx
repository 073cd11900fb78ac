// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useRouter } from '@/registry/hooks/use-router'

afterEach(cleanup)

describe('useRouter', () => {
  test('behavior: push and back move through the view stack', () => {
    const { result, kit } = renderKitHook(() => useRouter())
    act(() => kit.modal.open())
    act(() => result.current.push('AllWallets'))
    expect(result.current.view).toBe('AllWallets')
    expect(result.current.history).toEqual(['Connect', 'AllWallets'])
    act(() => result.current.goBack())
    expect(result.current.view).toBe('Connect')
  })
})
