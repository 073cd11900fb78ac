// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { getActiveConnectorIds, setActiveConnectorId } from './active-connector-ids'
import { safeStorage } from './safe-storage'
import { storageKeys } from './storage-keys'

afterEach(() => window.localStorage.clear())

test('default: the default instance persists to the page localStorage', () => {
  safeStorage.setJson('@walletkit/test', { a: 1 })
  expect(window.localStorage.getItem('@walletkit/test')).toBe('{"a":1}')
  setActiveConnectorId('solana', 'phantom')
  expect(JSON.parse(window.localStorage.getItem(storageKeys.activeConnectorIds) ?? 'null')).toEqual({ solana: 'phantom' })
  expect(getActiveConnectorIds()).toEqual({ solana: 'phantom' })
})
