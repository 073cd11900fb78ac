// @vitest-environment happy-dom

import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderModal } from '@/registry/components/test/kit'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function openModal(kit: ReturnType<typeof renderModal>['kit']) {
  act(() => kit.modal.open())
  return screen.findByRole('dialog', undefined, { timeout: 5000 })
}

const root = () => document.body.querySelector('[data-slot="modal-root"]') as HTMLElement

describe('modal shell', () => {
  test('default', async () => {
    const { kit } = renderModal()
    expect(document.querySelector('[data-slot="modal-root"]')).toBeNull()
    const dialog = await openModal(kit)
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(dialog.querySelector('[data-slot="modal-card"]')?.className).toContain('w-[360px]')
    // Portalled: the dialog lives under body, outside the render container.
    expect(root().parentElement).toBe(document.body)
  })

  test('parameters: disableAppend renders the dialog in place', async () => {
    const { kit, container } = renderModal({ disableAppend: true })
    await openModal(kit)
    expect(container.contains(root())).toBe(true)
  })

  test('parameters: embedded renders the card inline without a dialog', async () => {
    const { container } = renderModal({ embedded: true })
    await screen.findByRole('heading', { name: 'Connect Wallet' })
    expect(container.querySelector('[data-slot="modal-root"][data-embedded="true"]')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  test('behavior: back goes to the previous view, and closes the modal with one view left', async () => {
    const { kit } = renderModal()
    await openModal(kit)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => kit.router.push('Networks'))
    await screen.findByRole('heading', { name: 'Choose Network' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Connect Wallet' })
    expect(kit.modal.store.getState().open).toBe(true)
    // One view left: the router has nowhere to go, so back closes the modal.
    act(() => kit.router.goBack())
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: back closes the modal when UnsupportedChain is in the history', async () => {
    const { kit } = renderModal()
    await openModal(kit)
    act(() => kit.router.push('UnsupportedChain'))
    act(() => kit.router.push('Networks'))
    await screen.findByRole('heading', { name: 'Choose Network' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: close button and Escape close the modal', async () => {
    const { kit } = renderModal()
    await openModal(kit)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(kit.modal.store.getState().open).toBe(false)
    await openModal(kit)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: shake lasts 500 ms', async () => {
    const { kit } = renderModal()
    await openModal(kit)
    vi.useFakeTimers()
    act(() => kit.modal.shake())
    const card = () => document.querySelector('[data-slot="modal-card"]') as HTMLElement
    expect(card().dataset.shake).toBe('true')
    expect(card().className).toContain('animate-wk-shake')
    act(() => vi.advanceTimersByTime(499))
    expect(card().dataset.shake).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(card().dataset.shake).toBeUndefined()
  })
})

describe('theme', () => {
  test('behavior: dark by default with only the stylesheet defaults', async () => {
    const { kit } = renderModal()
    await openModal(kit)
    expect(root().dataset.wkTheme).toBe('dark')
    expect(root().getAttribute('style') ?? '').not.toContain('--wk-')
  })

  test('behavior: themeMode and themeVariables become --wk-* variables on the modal root', async () => {
    const { kit } = renderModal({
      theme: {
        themeMode: 'light',
        themeVariables: {
          accent: 'rgb(255, 0, 0)',
          background: 'rgb(0, 0, 255)',
          colorMixStrength: 20,
          fontFamily: 'Inter',
          fontSizeMaster: '12px',
          borderRadiusMaster: '2px',
          zIndex: 5000,
        },
      },
    })
    await openModal(kit)
    const style = root().style
    expect(root().dataset.wkTheme).toBe('light')
    expect(style.getPropertyValue('--wk-accent')).toBe('rgb(255, 0, 0)')
    expect(style.getPropertyValue('--wk-background')).toBe('rgb(0, 0, 255)')
    expect(style.getPropertyValue('--wk-color-mix-strength')).toBe('20%')
    expect(style.getPropertyValue('--wk-font-family')).toBe('Inter')
    expect(style.getPropertyValue('--wk-font-size-master')).toBe('12px')
    expect(style.getPropertyValue('--wk-border-radius-master')).toBe('2px')
    expect(style.getPropertyValue('--wk-z-index')).toBe('5000')
  })
})

describe('reduced motion', () => {
  function stubMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  }

  test('behavior: full motion animates height and shakes', async () => {
    stubMotion(false)
    const { kit } = renderModal()
    await openModal(kit)
    expect(root().dataset.wkMotion).toBe('full')
    const body = document.querySelector('[data-slot="modal-body"]') as HTMLElement
    expect(body.style.transition).toContain('var(--wk-duration-height)')
    act(() => kit.modal.shake())
    expect(document.querySelector('[data-slot="modal-card"]')?.className).toContain('animate-wk-shake')
  })

  test('behavior: prefers-reduced-motion turns off height easing and shake', async () => {
    stubMotion(true)
    const { kit } = renderModal()
    await openModal(kit)
    expect(root().dataset.wkMotion).toBe('reduce')
    const body = document.querySelector('[data-slot="modal-body"]') as HTMLElement
    expect(body.style.transition).toBe('')
    act(() => kit.modal.shake())
    const card = document.querySelector('[data-slot="modal-card"]') as HTMLElement
    expect(card.className).not.toContain('animate-wk-shake')
    expect(card.dataset.shake).toBeUndefined()
  })
})
