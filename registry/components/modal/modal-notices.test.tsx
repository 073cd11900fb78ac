// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderModal } from '@/registry/components/test/kit'
import { alerts } from '@/registry/lib/errors/alerts'
import { installedLocales } from '@/registry/lib/i18n/installed-locales'
import { partedLocalePacks } from '@/registry/lib/i18n/locale-parts'
import { catalogueAlert } from '@/registry/lib/state/modal/alerts-store'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  delete installedLocales.fr
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

  test('behavior: alerts and snackbars speak the active locale by their code; the state keeps the English text', async () => {
    installedLocales.fr = () => import('@/registry/lib/i18n/locales/fr').then((m) => m.fr)
    // A transaction's notice follows a send, whose view brought the pack's later parts.
    await partedLocalePacks.load('fr', true)
    const { kit } = renderModal({ projectId: 'p', locale: 'fr' })
    act(() => kit.modal.open())
    await screen.findByRole('dialog')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy())
    act(() => void kit.alerts.raise(catalogueAlert(alerts.sessionExpired)))
    expect(document.querySelector('[data-slot="modal-alert-message"]')?.textContent).toBe('Session expirée')
    expect(kit.alerts.store.getState().current?.message).toBe('Session Expired')
    const message = () => document.querySelector('[data-slot="snackbar-message"]')?.textContent
    act(() => kit.snackbar.show('success', 'Transaction started', 'TRANSACTION_STARTED'))
    expect(message()).toBe('Transaction lancée')
    expect(kit.snackbar.store.getState().message).toBe('Transaction started')
    // The balances store (page-load path) gives no code: its SPEC text is known by its English.
    act(() => kit.snackbar.close())
    act(() => kit.snackbar.showError('Token Balance Unavailable'))
    expect(message()).toBe('Solde des jetons indisponible')
    // A text with no code and none known stays as given.
    act(() => kit.snackbar.close())
    act(() => kit.snackbar.showError('Copied'))
    expect(message()).toBe('Copied')
  })
})
