import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createSnackbar } from './snackbar-store'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('snackbar', () => {
  test('behavior: shows loading, success and error', () => {
    const snackbar = createSnackbar()
    for (const variant of ['loading', 'success', 'error'] as const) {
      snackbar.close()
      snackbar.show(variant, variant)
      expect(snackbar.store.getState()).toEqual({ open: true, variant, message: variant })
    }
  })

  test('behavior: when one is open it closes and the next shows after 150 ms', () => {
    const snackbar = createSnackbar()
    snackbar.showLoading('Sending')
    snackbar.showSuccess('Transaction started')
    expect(snackbar.store.getState()).toMatchObject({ open: false, message: 'Sending' })
    // SPEC: the next shows after 150 ms.
    vi.advanceTimersByTime(149)
    expect(snackbar.store.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snackbar.store.getState()).toEqual({ open: true, variant: 'success', message: 'Transaction started' })
  })

  test('behavior: success closes itself after 2.2 s, loading stays', () => {
    const snackbar = createSnackbar()
    snackbar.showLoading('Waiting')
    vi.advanceTimersByTime(60_000)
    expect(snackbar.store.getState().open).toBe(true)
    snackbar.close()
    snackbar.showSuccess('Done')
    vi.advanceTimersByTime(2199)
    expect(snackbar.store.getState().open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snackbar.store.getState().open).toBe(false)
  })
})
