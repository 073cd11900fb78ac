import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createRouter } from './router-store'

function setup(connected = false) {
  const close = vi.fn()
  const resetFarcasterLink = vi.fn()
  const reloadAuthConnector = vi.fn()
  const router = createRouter({ close, isConnected: () => connected, resetFarcasterLink, reloadAuthConnector })
  return { router, close, resetFarcasterLink, reloadAuthConnector }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('router', () => {
  test('default: the view stack starts at Connect', () => {
    const { router } = setup()
    expect(router.store.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  test('behavior: push, replace and goBack move through the stack', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal', { wallet: { id: 'w', name: 'W' } })
    expect(router.store.getState().data?.wallet?.id).toBe('w')
    router.replace('Networks')
    expect(router.store.getState().history).toEqual(['Connect', 'AllWallets', 'Networks'])
    router.goBack()
    expect(router.store.getState()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
  })

  test('behavior: feature views are plain strings', () => {
    const { router } = setup()
    router.push('Send')
    expect(router.store.getState().view).toBe('Send')
  })

  test('behavior: back closes the modal when only one view remains', () => {
    const { router, close } = setup()
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(router.store.getState().history).toEqual(['Connect'])
  })

  test('behavior: back closes the modal when UnsupportedChain is in the history', () => {
    const { router, close } = setup()
    router.push('UnsupportedChain')
    router.push('Networks')
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(router.store.getState().view).toBe('Networks')
  })

  test('behavior: reset starts a new stack', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.reset('Account')
    expect(router.store.getState().history).toEqual(['Account'])
  })

  test('behavior: leaving ConnectingFarcaster while not connected resets the link and reloads the auth connector after 100 ms', () => {
    const { router, resetFarcasterLink, reloadAuthConnector } = setup(false)
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(resetFarcasterLink).toHaveBeenCalledOnce()
    // SPEC: after 100 ms.
    vi.advanceTimersByTime(99)
    expect(reloadAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reloadAuthConnector).toHaveBeenCalledOnce()
  })

  test('behavior: leaving ConnectingFarcaster while connected keeps the auth connector', () => {
    const { router, resetFarcasterLink, reloadAuthConnector } = setup(true)
    router.push('ConnectingFarcaster')
    router.push('Account')
    vi.runAllTimers()
    expect(resetFarcasterLink).not.toHaveBeenCalled()
    expect(reloadAuthConnector).not.toHaveBeenCalled()
  })

  test('behavior: the transaction stack pushes a view and pops back on success', () => {
    const { router } = setup()
    router.push('Account')
    const onSuccess = vi.fn()
    router.pushTransactionStack({ view: 'ApproveTransaction', goBack: true, onSuccess })
    expect(router.store.getState().view).toBe('ApproveTransaction')
    router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(router.store.getState()).toMatchObject({ view: 'Account', transactionStack: [] })
  })

  test('behavior: a failed request with nothing on the transaction stack closes the modal', () => {
    const { router, close } = setup()
    router.popTransactionStack('error')
    expect(close).toHaveBeenCalledOnce()
  })

  test('behavior: a cancelled request calls onCancel', () => {
    const { router } = setup()
    const onCancel = vi.fn()
    router.pushTransactionStack({ view: 'ApproveTransaction', goBack: true, onCancel })
    router.popTransactionStack('cancel')
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
