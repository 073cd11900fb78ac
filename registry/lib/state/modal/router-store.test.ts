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

  test('behavior: reset to the only view it shows, with the same data, keeps the state', () => {
    const { router } = setup(false)
    const before = router.store.getState()
    router.reset('Connect')
    expect(router.store.getState()).toBe(before)
    router.reset('Connect', { wallet: { id: 'w', name: 'W' } })
    expect(router.store.getState().data).toBeDefined()
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

  test('behavior: pushing the current view only replaces its data', () => {
    const { router } = setup()
    router.push('Networks', { network: undefined, from: 'a' })
    router.push('Networks', { from: 'b' })
    expect(router.store.getState()).toMatchObject({ view: 'Networks', history: ['Connect', 'Networks'], data: { from: 'b' } })
  })

  test('behavior: replace swaps the top view and takes the new data; goBack clears data', () => {
    const { router } = setup()
    router.push('AllWallets', { from: 'a' })
    router.replace('ConnectingExternal', { from: 'b' })
    expect(router.store.getState()).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { from: 'b' },
      transactionStack: [],
    })
    router.goBack()
    expect(router.store.getState()).toEqual({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] })
  })

  test('behavior: going back gives a view the data it was opened with (a Connect for one namespace stays scoped)', () => {
    const { router } = setup()
    router.push('Account')
    router.push('Networks')
    router.push('Connect', { namespace: 'bip122', title: 'Connect Bitcoin Wallet' })
    router.push('ConnectingExternal', { from: 'wallet' })
    router.goBack()
    expect(router.store.getState()).toMatchObject({
      view: 'Connect',
      history: ['Connect', 'Account', 'Networks', 'Connect'],
      data: { namespace: 'bip122', title: 'Connect Bitcoin Wallet' },
    })
    router.goBack()
    expect(router.store.getState()).toMatchObject({ view: 'Networks', data: undefined })
    router.push('Connect', { namespace: 'polkadot' })
    router.replace('AllWallets')
    router.push('ConnectingExternal', { from: 'x' })
    router.goBackTo('Networks')
    expect(router.store.getState()).toMatchObject({ view: 'Networks', history: ['Connect', 'Account', 'Networks'], data: undefined })
    router.reset('Connect', { namespace: 'solana' })
    router.push('AllWallets')
    router.goBack()
    expect(router.store.getState()).toMatchObject({ view: 'Connect', history: ['Connect'], data: { namespace: 'solana' } })
  })

  test('behavior: goBackTo returns to the last occurrence of a view, and ignores a view not in the history', () => {
    const { router, close } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal', { from: 'x' })
    router.push('Networks')
    router.goBackTo('AllWallets')
    expect(router.store.getState()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'], data: undefined })
    router.goBackTo('Account')
    expect(router.store.getState()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(close).not.toHaveBeenCalled()
  })

  test('behavior: every way out of ConnectingFarcaster while not connected resets the link once', () => {
    for (const leave of [
      (router: ReturnType<typeof setup>['router']) => router.replace('Connect'),
      (router: ReturnType<typeof setup>['router']) => router.reset('Account'),
      (router: ReturnType<typeof setup>['router']) => router.goBackTo('Connect'),
      (router: ReturnType<typeof setup>['router']) => router.push('Account'),
    ]) {
      const { router, resetFarcasterLink, reloadAuthConnector } = setup(false)
      router.push('ConnectingFarcaster')
      // Re-entering the same view is not leaving it.
      router.push('ConnectingFarcaster')
      expect(resetFarcasterLink).not.toHaveBeenCalled()
      leave(router)
      expect(resetFarcasterLink).toHaveBeenCalledOnce()
      vi.advanceTimersByTime(100)
      expect(reloadAuthConnector).toHaveBeenCalledOnce()
    }
    // Closing from the only view (back) also leaves it.
    const { router, close, resetFarcasterLink } = setup(false)
    router.reset('ConnectingFarcaster')
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(resetFarcasterLink).toHaveBeenCalledOnce()
    // Leaving another view resets nothing.
    const other = setup(false)
    other.router.push('Account')
    other.router.goBack()
    vi.runAllTimers()
    expect(other.resetFarcasterLink).not.toHaveBeenCalled()
    expect(other.reloadAuthConnector).not.toHaveBeenCalled()
  })

  test('behavior: popping the stack: replace shows the entry view, neither goBack nor replace closes; success does not cancel', () => {
    const { router, close } = setup()
    router.push('Account')
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    router.pushTransactionStack({ view: 'ApproveTransaction', replace: true, onSuccess, onCancel })
    router.push('Networks')
    router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
    expect(router.store.getState()).toMatchObject({
      view: 'ApproveTransaction',
      history: ['Connect', 'Account', 'ApproveTransaction', 'ApproveTransaction'],
    })
    expect(close).not.toHaveBeenCalled()
    router.pushTransactionStack({ onCancel })
    expect(router.store.getState().transactionStack).toHaveLength(1)
    router.popTransactionStack('error')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(close).toHaveBeenCalledOnce()
    expect(router.store.getState().transactionStack).toEqual([])
    // replace without a view closes too.
    router.pushTransactionStack({ replace: true })
    router.popTransactionStack('success')
    expect(close).toHaveBeenCalledTimes(2)
  })
})
