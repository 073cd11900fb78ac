// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useSnackbar } from '@/registry/hooks/use-snackbar'

afterEach(cleanup)

describe('useSnackbar', () => {
  test('behavior: shows what the snackbar store shows, and closes it', () => {
    const { result, kit } = renderKitHook(() => useSnackbar())
    act(() => kit.snackbar.showError('Something went wrong'))
    expect(result.current.snackbar).toEqual({ open: true, variant: 'error', message: 'Something went wrong' })
    act(() => result.current.closeSnackbar())
    expect(result.current.snackbar.open).toBe(false)
  })
})
