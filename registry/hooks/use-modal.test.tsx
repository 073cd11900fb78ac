// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useModal } from '@/registry/hooks/use-modal'

afterEach(cleanup)

describe('useModal', () => {
  test('behavior: open and close follow the modal store', () => {
    const { result, kit } = renderKitHook(() => useModal())
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open())
    expect(result.current.isOpen).toBe(true)
    expect(kit.router.store.getState().view).toBe('Connect')
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })
})
