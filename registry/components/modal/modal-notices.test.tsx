// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderModal } from '@/registry/components/test/kit'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('ModalNotices', () => {
  test('behavior: the snackbar shows its variant, and the next one waits 150 ms after the open one closes', async () => {
    const { kit } = renderModal()
    act(() => kit.modal.open())
    await screen.findByRole('dialog')
    vi.useFakeTimers()
    act(() => kit.snackbar.showLoading('Sending'))
    expect(document.querySelector('[data-slot="snackbar"]')?.getAttribute('data-variant')).toBe('loading')
    act(() => kit.snackbar.showSuccess('Transaction started'))
    expect(document.querySelector('[data-slot="snackbar"]')).toBeNull()
    act(() => vi.advanceTimersByTime(149))
    expect(document.querySelector('[data-slot="snackbar"]')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(document.querySelector('[data-slot="snackbar"]')?.getAttribute('data-variant')).toBe('success')
    expect(document.querySelector('[data-slot="snackbar-message"]')?.textContent).toBe('Transaction started')
  })

  test('behavior: an alert shows once per kind and can be dismissed', async () => {
    const { kit } = renderModal({ projectId: 'p' })
    act(() => kit.modal.open())
    await screen.findByRole('dialog')
    act(() => void kit.alerts.raise({ kind: 'switch-network-not-found', message: 'Network Not Found', variant: 'error' }))
    expect(screen.getByRole('alert').textContent).toContain('Network Not Found')
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).find((b) => b.closest('[data-slot="modal-alert"]')) as HTMLElement)
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => void kit.alerts.raise({ kind: 'switch-network-not-found', message: 'Network Not Found', variant: 'error' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a missing projectId shows the Project ID Not Configured alert', async () => {
    const { kit } = renderModal({ projectId: undefined })
    act(() => kit.modal.open())
    expect((await screen.findByRole('alert')).textContent).toContain('Project ID Not Configured')
  })
})
