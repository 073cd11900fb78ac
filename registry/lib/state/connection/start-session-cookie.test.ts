import { describe, expect, test } from 'vitest'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { storageKeys } from '@/registry/lib/storage/storage-keys'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork, fakeConnector } from '../test/fake-connector'
import { readSessionCookie, SESSION_COOKIE_NAME } from './session-cookie'

const address = '0x1111111111111111111111111111111111111111'
const initialConnection = {
  activeNamespace: 'eip155' as const,
  accounts: { eip155: { address, chainId: '1', connectorId: 'host-wallet' } },
}

/** A returning visitor: the browser remembers the wallet, the server read the marker from the cookie. */
function returning(wallet: Partial<Connector> = {}, options: { stored?: 'connected' | 'disconnected' } = {}) {
  const storage = createMemoryStorage()
  storage.setItem(storageKeys.connectionStatus, JSON.stringify(options.stored ?? 'connected'))
  storage.setItem(storageKeys.activeConnectorIds, JSON.stringify({ eip155: 'host-wallet' }))
  const cookies: string[] = []
  const doc = {
    location: { protocol: 'http:' },
    set cookie(text: string) {
      cookies.push(text)
    },
    get cookie() {
      return cookies.at(-1) ?? ''
    },
  }
  const kit = createWalletKit({
    projectId: 'p',
    networks: [evmNetwork(1)],
    storage,
    initialConnection,
    sessionCookie: true,
    connectors: [() => fakeConnector({ id: 'host-wallet', ...wallet })],
  })
  return { kit, cookies, doc, storage }
}
const lastMarker = (cookies: string[]) =>
  readSessionCookie(
    cookies
      .at(-1)
      ?.slice(SESSION_COOKIE_NAME.length + 1)
      .split(';')[0],
  )

describe('a returning visitor with a session cookie', () => {
  test('default: the account is there before start (server render, first paint), restoring; the wallet confirms it; the cookie keeps the marker', async () => {
    // The wallet answers when the test says: "mid-restore" is a state the test holds, not a race with the import below.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const { kit, cookies, doc } = returning({ getAccounts: async () => (await answered, [address]) })
    expect(kit.connection.store.getState()).toMatchObject({
      status: 'reconnecting',
      activeNamespace: 'eip155',
      account: { address, connectorId: 'host-wallet' },
    })
    const stop = kit.start()
    const { startSessionCookie } = await import('./start-session-cookie')
    const stopCookie = startSessionCookie(kit, doc as never)
    // Mid-restore the cookie is left alone: a reload now still starts from it.
    expect(cookies).toEqual([])
    const seen: Array<string | undefined> = []
    kit.connection.store.subscribe((s) => seen.push(s.account?.address))
    answer()
    await expect.poll(() => kit.connection.store.getState().status).toBe('connected')
    // The address never left the screen while the wallet was asked.
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((shown) => shown === address)).toBe(true)
    expect(lastMarker(cookies)).toEqual(initialConnection)
    stopCookie()
    stop()
  })

  test('behavior: a wallet that no longer exposes the account ends cleanly disconnected and the cookie is deleted', async () => {
    const { kit, cookies, doc } = returning({ getAccounts: async () => [] })
    const { startSessionCookie } = await import('./start-session-cookie')
    const stopCookie = startSessionCookie(kit, doc as never)
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status).toBe('disconnected')
    expect(kit.connection.store.getState().account?.address).toBeUndefined()
    expect(cookies.at(-1)).toBe(`${SESSION_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`)
    stopCookie()
    stop()
  })

  test('behavior: a stale cookie (the browser says the last visit ended disconnected) shows nothing once started', () => {
    const { kit } = returning({}, { stored: 'disconnected' })
    const stop = kit.start()
    expect(kit.connection.store.getState()).toMatchObject({ status: 'disconnected', account: { address: undefined } })
    stop()
  })
})

describe('toInitialConnection', () => {
  test('behavior: the chain comes from the CAIP-10 id; an account without a valid one is not written (it wrote chainId "")', async () => {
    const { toInitialConnection } = await import('./start-session-cookie')
    const account = (caipAddress: string | undefined) => ({
      status: 'connected' as const,
      address,
      caipAddress,
      allAccounts: [],
      connectorId: 'host-wallet',
    })
    const state = (caipAddress: string | undefined) =>
      ({ status: 'connected', activeNamespace: 'eip155', account: undefined, accounts: { eip155: account(caipAddress) } }) as never
    expect(toInitialConnection(state(`eip155:10:${address}`))).toEqual({
      activeNamespace: 'eip155',
      accounts: { eip155: { address, chainId: '10', connectorId: 'host-wallet' } },
    })
    expect(toInitialConnection(state(undefined))).toBeUndefined()
    expect(toInitialConnection(state(`eip155:10:${address}:x`))).toBeUndefined()
  })
})
