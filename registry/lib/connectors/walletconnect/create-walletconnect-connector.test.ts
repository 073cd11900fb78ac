import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { anvil, anvil2 } from '../../../../apps/wc-wallet/src/test-networks'
import { FAKE_ADDRESS, FAKE_SIGNATURE, fakeClient, fakeSession } from '../../../../apps/wc-wallet/src/fake-client'
import { createWalletConnectConnector } from './create-walletconnect-connector'
import type { MarkerStorage } from './session-marker'

const address = FAKE_ADDRESS
const session = fakeSession

function memoryMarker(): () => MarkerStorage {
  const map = new Map<string, string>()
  const storage: MarkerStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
  return () => storage
}

function setup(fake = fakeClient(), markerStorage = memoryMarker()) {
  const loadClient = vi.fn(async () => fake.client)
  const connector = createWalletConnectConnector({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    networks: [anvil, anvil2],
    loadClient,
    markerStorage,
  })
  const uris: string[] = []
  connector.events.on('message', ({ type, data }) => type === 'display_uri' && uris.push(String(data)))
  return { connector, fake, loadClient, uris, markerStorage }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletConnectConnector', () => {
  test('default', () => {
    const { connector, loadClient } = setup()
    expect({ id: connector.id, name: connector.name, type: connector.type, chain: connector.chain }).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    expect(loadClient).not.toHaveBeenCalled()
  })

  test('behavior: nothing stored means sign-client is never imported to look for a session', async () => {
    const { connector, loadClient } = setup()
    expect(await connector.getAccounts()).toEqual([])
    expect(await connector.restore()).toBeNull()
    expect(loadClient).not.toHaveBeenCalled()
  })

  test('behavior: an unanswered pairing is replaced by a fresh URI at 3 min 50 s; the answer to the new one connects', async () => {
    const { connector, fake, uris } = setup()
    const connected = connector.connect({ chainId: 31337 })
    await vi.advanceTimersByTimeAsync(0)
    expect(uris).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(229_999)
    expect(uris).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(uris).toHaveLength(2)
    expect(uris[1]).not.toBe(uris[0])
    expect(connector.getPairingUri()).toBe(uris[1])
    // The replaced proposal expiring must not fail the connect in progress.
    fake.proposals[0]!.reject(new Error('Proposal expired'))
    fake.proposals[1]!.approve(session())
    await expect(connected).resolves.toEqual({ address, chainId: 31337, accounts: [address] })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(uris).toHaveLength(2)
  })

  test('behavior: the current proposal failing rejects connect and stops refreshing', async () => {
    const { connector, fake, uris } = setup()
    const connected = connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.proposals[0]!.reject(new Error('User rejected.'))
    await expect(connected).rejects.toThrow('User rejected.')
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(uris).toHaveLength(1)
  })

  test('behavior: leaving the view cancels the pairing', async () => {
    const { connector, uris } = setup()
    const connected = connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    connector.cancelConnect()
    await expect(connected).rejects.toMatchObject({ code: 'WALLETCONNECT_PAIRING_ABORTED' })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(uris).toHaveLength(1)
  })

  test('behavior: a second instance restores the stored session; the wallet deleting it disconnects', async () => {
    const first = setup()
    const connected = first.connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    first.fake.proposals[0]!.approve(session('topic-a'))
    await connected

    const second = setup(first.fake, first.markerStorage)
    expect(await second.connector.getAccounts()).toEqual([address])
    expect(second.connector.getSession()?.topic).toBe('topic-a')

    const disconnected = vi.fn()
    second.connector.events.on('disconnect', disconnected)
    first.fake.emit({ type: 'session_delete', topic: 'topic-a' })
    expect(disconnected).toHaveBeenCalledOnce()
    expect(first.markerStorage()?.getItem('@walletkit/walletconnect-session')).toBeNull()
  })

  // SPEC §5: account identifiers need a known namespace; a wallet settling 'cosmos:…' under eip155
  // (or a two-part id) fails the connect with the CAIP-10 text, and such a stored session is not restored.
  test('behavior: a session whose account is not CAIP-10 with a known namespace fails with "Invalid CAIP-10 address"', async () => {
    for (const bad of [`cosmos:31337:${address}`, 'eip155:31337']) {
      const { connector, fake } = setup()
      const connected = connector.connect()
      await vi.advanceTimersByTimeAsync(0)
      const raw = session()
      fake.proposals[0]!.approve({
        ...raw,
        namespaces: { eip155: { ...raw.namespaces.eip155, accounts: [`eip155:31337:${address}`, bad] } },
      })
      await expect(connected).rejects.toMatchObject({ code: 'CAIP10_ADDRESS_INVALID', shortMessage: 'Invalid CAIP-10 address' })
      const second = createWalletConnectConnector({
        projectId: 'p',
        relayUrl: 'ws://127.0.0.1:1',
        networks: [anvil, anvil2],
        loadClient: async () => fake.client,
        markerStorage: memoryMarker(),
      })
      expect(await second.restore()).toBeNull()
    }
  })

  test('behavior: switching to a chain the wallet did not approve is refused', async () => {
    const { connector, fake } = setup()
    const connected = connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.proposals[0]!.approve(session())
    await connected
    await expect(connector.switchChain(anvil2)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      shortMessage: 'Chain is not supported',
    })
  })

  test('behavior: requests go through the session and replies are parsed', async () => {
    const { connector, fake } = setup()
    const connected = connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.proposals[0]!.approve(session())
    await connected
    expect(await connector.request({ method: 'personal_sign', params: ['0x68', address] })).toBe(FAKE_SIGNATURE)
    expect(fake.client.request).toHaveBeenCalledWith('session-1', 'eip155:31337', { method: 'personal_sign', params: ['0x68', address] })
    expect(await connector.request({ method: 'eth_chainId' })).toBe('0x7a69')
    vi.mocked(fake.client.request).mockResolvedValueOnce('not hex')
    await expect(connector.request({ method: 'personal_sign', params: ['0x68', address] })).rejects.toMatchObject({
      code: 'WALLET_RESPONSE_INVALID',
    })
  })
})
