import { describe, expect, test } from 'vitest'
import { createSafeStorage } from './safe-storage'
import { createMemoryStorage } from './memory-storage'
import { storageKeys } from './storage-keys'
import { getHandoffWallet, setHandoffWallet } from './handoff-wallet'

const aurora = {
  id: 'aurora',
  name: 'Aurora Wallet',
  mobileLink: 'aurorawallet://',
  appStore: 'https://apps.apple.com/app/aurorawallet',
  playStore: undefined,
}

describe('handoff wallet storage', () => {
  test('default: round trip, and undefined removes it', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage(() => memory)
    expect(getHandoffWallet(storage)).toBeUndefined()
    setHandoffWallet(aurora, storage)
    expect(getHandoffWallet(storage)).toEqual(aurora)
    setHandoffWallet(undefined, storage)
    expect(getHandoffWallet(storage)).toBeUndefined()
  })

  test('behavior: another shape reads as absent; store links that are not https are dropped', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage(() => memory)
    memory.setItem(storageKeys.mobileHandoffWallet, JSON.stringify({ id: 'x', name: 'X' }))
    expect(getHandoffWallet(storage)).toBeUndefined()
    memory.setItem(storageKeys.mobileHandoffWallet, JSON.stringify({ ...aurora, appStore: 'javascript:alert(1)' }))
    expect(getHandoffWallet(storage)?.appStore).toBeUndefined()
  })
})
