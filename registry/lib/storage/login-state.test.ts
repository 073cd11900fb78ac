import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { clearLoginState } from './clear-login-state'
import { getConnectionStatus, setConnectionStatus } from './connection-status'
import {
  getConnectedEmail,
  getEmailLoginUsed,
  getLastEmailLoginTime,
  recordEmailLogin,
  setConnectedEmail,
  setEmailLoginUsed,
  setLastEmailLoginTime,
} from './email-login-storage'
import { getLastUsedChain, setLastUsedChain } from './last-used-chain'
import { createSafeStorage } from './safe-storage'
import { getSocialUsername, setSocialUsername } from './social-username'
import { storageKeyPrefix, storageKeys } from './storage-keys'
import { memoryStorage } from './test/memory-storage'

beforeEach(() => void vi.spyOn(logger, 'error').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

function setup() {
  const memory = memoryStorage()
  return { ...memory, safe: createSafeStorage(() => memory.storage) }
}

test('default: every persistent key of SPEC §3 has the walletkit prefix and is distinct', () => {
  const keys = Object.values(storageKeys)
  for (const key of keys) expect(key.startsWith(storageKeyPrefix)).toBe(true)
  expect(storageKeyPrefix).toContain('walletkit')
  expect(new Set(keys).size).toBe(keys.length)
})

test('behavior: e-mail login keys round-trip', () => {
  const { safe } = setup()
  expect(getEmailLoginUsed(safe)).toBe(false)
  setEmailLoginUsed(true, safe)
  setConnectedEmail('a@b.co', safe)
  setLastEmailLoginTime(1_700_000_000_000, safe)
  expect([getEmailLoginUsed(safe), getConnectedEmail(safe), getLastEmailLoginTime(safe)]).toEqual([true, 'a@b.co', 1_700_000_000_000])
})

test('behavior: a successful login sets the flag, stores the e-mail and clears the last login time', () => {
  const { safe } = setup()
  setLastEmailLoginTime(123, safe)
  recordEmailLogin('new@b.co', safe)
  expect(getEmailLoginUsed(safe)).toBe(true)
  expect(getConnectedEmail(safe)).toBe('new@b.co')
  expect(getLastEmailLoginTime(safe)).toBeUndefined()
})

test('behavior: sign-out clears the login flag, e-mail, last chain and social user name only', () => {
  const { safe, data } = setup()
  setEmailLoginUsed(true, safe)
  setConnectedEmail('a@b.co', safe)
  setLastUsedChain('eip155:10', safe)
  setSocialUsername('alice', safe)
  setConnectionStatus('connected', safe)
  clearLoginState(safe)
  expect(getEmailLoginUsed(safe)).toBe(false)
  expect(getConnectedEmail(safe)).toBeUndefined()
  expect(getLastUsedChain(safe)).toBeUndefined()
  expect(getSocialUsername(safe)).toBeUndefined()
  expect([...data.keys()]).toEqual([storageKeys.connectionStatus])
})

test('behavior: the stored connection status is only connected or disconnected', () => {
  const { safe, data } = setup()
  setConnectionStatus('disconnected', safe)
  expect(getConnectionStatus(safe)).toBe('disconnected')
  data.set(storageKeys.connectionStatus, '"connecting"')
  expect(getConnectionStatus(safe)).toBeUndefined()
})

test('behavior: the last used chain must be a CAIP-2 id of a known namespace', () => {
  const { safe, data } = setup()
  setLastUsedChain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', safe)
  expect(getLastUsedChain(safe)).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  data.set(storageKeys.lastUsedChain, '"1"')
  expect(getLastUsedChain(safe)).toBeUndefined()
  // lib/caip's CAIP-2 rules, not a copy: two parts, a known namespace, a reference of 1-32 CAIP characters.
  for (const bad of ['eip155:1:x', 'cosmos:hub', `eip155:${'1'.repeat(33)}`, 'eip155:1.5']) {
    data.set(storageKeys.lastUsedChain, JSON.stringify(bad))
    expect(getLastUsedChain(safe)).toBeUndefined()
  }
})

test('behavior: empty names and e-mails are not stored', () => {
  const { safe, data } = setup()
  setSocialUsername(null, safe)
  setConnectedEmail('', safe)
  expect(data.size).toBe(0)
})

test('behavior: every accessor survives a throwing storage', () => {
  const { safe, failures } = setup()
  failures.read = new Error('denied')
  failures.write = failures.read
  expect(() => {
    recordEmailLogin('a@b.co', safe)
    setLastUsedChain('eip155:1', safe)
    setSocialUsername('x', safe)
    setConnectionStatus('connected', safe)
    clearLoginState(safe)
  }).not.toThrow()
  expect([getEmailLoginUsed(safe), getConnectedEmail(safe), getLastUsedChain(safe), getConnectionStatus(safe)]).toEqual([
    false,
    undefined,
    undefined,
    undefined,
  ])
  expect(logger.error).toHaveBeenCalled()
})
