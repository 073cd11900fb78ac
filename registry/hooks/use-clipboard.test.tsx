// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useClipboard } from '@/registry/hooks/use-clipboard'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useClipboard', () => {
  test('default: writes the text and says copied for two seconds', async () => {
    const { result } = renderHook(() => useClipboard())
    vi.useFakeTimers()
    await act(async () => expect(await result.current.copy('0xabc')).toBe(true))
    expect(await navigator.clipboard.readText()).toBe('0xabc')
    expect(result.current).toMatchObject({ copied: true, failed: false })
    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(result.current.copied).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current.copied).toBe(false)
  })

  test('behavior: a refused write is failed, not copied', async () => {
    const { result } = renderHook(() => useClipboard())
    const spy = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
    await act(async () => expect(await result.current.copy('0xabc')).toBe(false))
    expect(result.current).toMatchObject({ copied: false, failed: true })
    spy.mockRestore()
  })
})
