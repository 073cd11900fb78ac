import { afterEach, describe, expect, test, vi } from 'vitest'
import { defineLocalEvmNetwork } from '../chains/define-local-evm-network'
import { startRpcServer, type RpcServer } from '../evm/rpc-server.test-utils'
import { createWalletKit } from '../state/start/create-wallet-kit'
import { createMemoryStorage } from '../state/start/persistence'
import { logger } from '../logger/logger'
import { createSafeStorage } from '../storage/safe-storage'
import { storageKeys } from '../storage/storage-keys'
import { createBrowserSiwx } from './create-browser-siwx'
import { createSiwxMessage } from './create-siwx-message'

let server: RpcServer | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await server?.close()
  server = undefined
})

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

  test("behavior: inside a kit, a contract account's signature is an eth_call POST to the blockchain API's node RPC with chainId and projectId", async () => {
    // The contract answers ERC-1271 through the validator call: valid while `valid` is true.
    let valid = true
    server = await startRpcServer((call) =>
      call.method === 'eth_call' ? { result: `0x${(valid ? '1' : '0').padStart(64, '0')}` } : { result: '0x' },
    )
    // The network's own RPC is closed: only the blockchain API can answer.
    const network = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' })
    const siwx = createBrowserSiwx({ networks: [network], storage: createSafeStorage(() => undefined), domain: 'app.test' })
    createWalletKit({ projectId: 'p', networks: [network], blockchainApiUrl: server.url, siwx, storage: createMemoryStorage() })
    const message = createSiwxMessage({ accountAddress: address, chainId: 'eip155:31337', domain: 'app.test', uri: 'https://app.test' })
    const session = { data: message.data, message: message.text, signature: `0x${'11'.repeat(65)}` }
    await siwx.addSession(session)
    const posts = server.requests.filter((request) => request.method === 'POST')
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      expect(post.url.pathname).toBe('/v1/')
      expect(Object.fromEntries(post.url.searchParams)).toEqual({ chainId: 'eip155:31337', projectId: 'p' })
    }
    expect(server.calls.map((call) => call.method)).toContain('eth_call')
    valid = false
    await expect(siwx.addSession(session)).rejects.toThrow('Invalid sign-in session')
  })
})
