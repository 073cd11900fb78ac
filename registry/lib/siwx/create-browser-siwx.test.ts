import { afterEach, describe, expect, test, vi } from 'vitest'
import { logger } from '../logger/logger'
import { createSafeStorage } from '../storage/safe-storage'
import { storageKeys } from '../storage/storage-keys'
import { createBrowserSiwx } from './create-browser-siwx'
import { createSiwxMessage } from './create-siwx-message'

afterEach(() => vi.restoreAllMocks())

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(now = () => 1_000_000) {
  const data = new Map<string, string>()
  const storage = createSafeStorage(() => ({
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }))
  return { data, siwx: createBrowserSiwx({ networks: [], storage, domain: 'app.test', uri: 'https://app.test', statement: 'Hi', now }) }
}

describe('createBrowserSiwx', () => {
  test('default: messages for the page with a 7-day expiry; not required', async () => {
    const { siwx } = setup()
    const { data } = await siwx.createMessage({ accountAddress: address.toLowerCase(), chainId: 'eip155:1' })
    expect(data).toMatchObject({
      domain: 'app.test',
      uri: 'https://app.test',
      statement: 'Hi',
      accountAddress: address,
      issuedAt: new Date(1_000_000).toISOString(),
    })
    expect(data.expirationTime).toBe(new Date(1_000_000 + 7 * 24 * 3600 * 1000).toISOString())
    expect(siwx.getRequired?.()).toBe(false)
  })

  test('behavior: a stored value of the wrong shape reads as no sessions (and is logged), expired ones are dropped from storage', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    let now = 1_000_000
    const { data, siwx } = setup(() => now)
    data.set(storageKeys.siwxSessions, JSON.stringify([{ nope: true }]))
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
    expect(error).toHaveBeenCalled()
    const message = createSiwxMessage({
      accountAddress: address,
      chainId: 'eip155:1',
      domain: 'app.test',
      uri: 'https://app.test',
      expiresInMs: 1000,
      now,
    })
    await siwx.setSessions([{ data: message.data, message: message.text, signature: '0x01' }])
    expect(await siwx.getSessions('eip155:1', address.toLowerCase())).toHaveLength(1)
    now += 1000
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
    expect(data.has(storageKeys.siwxSessions)).toBe(false)
  })

  test('behavior: a session for a network the kit has no node for is refused before it is kept', async () => {
    const { data, siwx } = setup(() => Date.now())
    const message = createSiwxMessage({ accountAddress: address, chainId: 'eip155:1', domain: 'app.test', uri: 'https://app.test' })
    await expect(siwx.addSession({ data: message.data, message: message.text, signature: `0x${'11'.repeat(65)}` })).rejects.toThrow(
      'Invalid sign-in session',
    )
    expect(data.has(storageKeys.siwxSessions)).toBe(false)
  })
})
