import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createModal } from './modal-store'
import { createRouter } from './router-store'

function setup(connected: boolean, options = {}) {
  let modal: ReturnType<typeof createModal> | undefined
  const router = createRouter({ close: () => modal?.close(), isConnected: () => connected })
  modal = createModal({ router, isConnected: () => connected }, options)
  return { modal, router }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('modal', () => {
  test('behavior: open starts at Connect when disconnected', () => {
    const { modal, router } = setup(false)
    modal.open()
    expect(modal.store.getState().open).toBe(true)
    expect(router.store.getState().view).toBe('Connect')
  })

  test('behavior: open starts at Account when connected', () => {
    const { modal, router } = setup(true)
    modal.open()
    expect(router.store.getState().history).toEqual(['Account'])
  })

  test('behavior: open with a view starts there', () => {
    const { modal, router } = setup(true)
    modal.open({ view: 'Networks' })
    expect(router.store.getState().view).toBe('Networks')
  })

  test('behavior: close, and back from the last view closes', () => {
    const { modal, router } = setup(false)
    modal.open()
    router.goBack()
    expect(modal.store.getState().open).toBe(false)
  })

  test('behavior: shake lasts 500 ms', () => {
    const { modal } = setup(false)
    modal.shake()
    expect(modal.store.getState().shake).toBe(true)
    // SPEC: the modal shakes for 500 ms.
    vi.advanceTimersByTime(499)
    expect(modal.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.store.getState().shake).toBe(false)
  })

  test('default: appended to body, not embedded', () => {
    const { modal } = setup(false)
    expect(modal.store.getState()).toMatchObject({ appendToBody: true, embedded: false, loading: false })
  })

  test('parameters: disableAppend keeps the modal out of body', () => {
    expect(setup(false, { disableAppend: true }).modal.store.getState().appendToBody).toBe(false)
  })

  test('parameters: embedded mode is never appended to body', () => {
    expect(setup(false, { embedded: true }).modal.store.getState()).toMatchObject({ embedded: true, appendToBody: false })
  })

  test('behavior: loading flag', () => {
    const { modal } = setup(false)
    modal.setLoading(true)
    expect(modal.store.getState().loading).toBe(true)
  })

  test('behavior: open passes its data to the first view and starts a new history', () => {
    const { modal, router } = setup(false)
    router.push('AllWallets')
    modal.open({ view: 'Networks', data: { from: 'host' } })
    expect(router.store.getState()).toMatchObject({ view: 'Networks', history: ['Networks'], data: { from: 'host' } })
    modal.close()
    expect(modal.store.getState().open).toBe(false)
  })

  test('behavior: a close guard that says no keeps the modal open and shakes it; removing it lets close work', () => {
    const { modal } = setup(false)
    modal.open()
    let allowed = false
    const remove = modal.setCloseGuard(() => allowed)
    modal.close()
    expect(modal.store.getState()).toMatchObject({ open: true, shake: true })
    allowed = true
    modal.close()
    expect(modal.store.getState().open).toBe(false)
    modal.open()
    allowed = false
    remove()
    modal.close()
    expect(modal.store.getState().open).toBe(false)
  })

  test('behavior: removing an older guard keeps the newer one', () => {
    const { modal } = setup(false)
    modal.open()
    const removeOld = modal.setCloseGuard(() => true)
    modal.setCloseGuard(() => false)
    removeOld()
    modal.close()
    expect(modal.store.getState().open).toBe(true)
  })

  test('behavior: a second shake restarts the 500 ms', () => {
    const { modal } = setup(false)
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(499)
    expect(modal.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.store.getState().shake).toBe(false)
  })

  test('behavior: loading can be turned off again', () => {
    const { modal } = setup(false)
    modal.setLoading(true)
    modal.setLoading(false)
    expect(modal.store.getState().loading).toBe(false)
  })
})
