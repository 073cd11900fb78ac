import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FAKE_ADDRESS, FAKE_SIGNATURE, fakeClient } from '../../../../apps/wc-wallet/src/fake-client'
import { westend } from '../../chains/polkadot-networks'
import { bip122, btc, eip155, memoryMarker, session, setupMultiSession } from '../../test-utils/walletconnect-sessions'

// Disconnecting one namespace of the WalletConnect connector: the session serving only that
// namespace ends with the wallet; a session that also serves another namespace stays for it.

function setup(fake = fakeClient(), markerStorage = memoryMarker()) {
  const kit = setupMultiSession(fake, markerStorage)
  const gone = { eip155: vi.fn(), bip122: vi.fn() }
  kit.connector.events.on('disconnect', gone.eip155)
  kit.connector.namespaceConnector('bip122').events.on('disconnect', gone.bip122)
  return { ...kit, gone }
}

async function pair(context: ReturnType<typeof setup>, run: () => Promise<unknown>, approved: ReturnType<typeof session>) {
  const pending = run()
  await vi.advanceTimersByTimeAsync(0)
  context.fake.proposals.at(-1)!.approve(approved)
  await pending
}

const endedTopics = (fake: ReturnType<typeof fakeClient>) => vi.mocked(fake.client.disconnect).mock.calls.map(([topic]) => topic)

beforeEach(() => void vi.useFakeTimers({ now: 1_700_000_000_000 }))
afterEach(() => void vi.useRealTimers())

describe('WalletConnect disconnectNamespace', () => {
  test('behavior: two sessions: disconnecting Bitcoin ends the Bitcoin session alone; EVM still signs through its own; a reload restores EVM only', async () => {
    const context = setup()
    const { connector, fake, gone } = context
    await pair(context, () => connector.connect(), session('evm', { eip155 }))
    await pair(context, () => connector.scopedConnector('bip122').connect(), session('btc', { bip122 }))

    await connector.namespaceConnector('bip122').disconnectNamespace?.()
    expect(endedTopics(fake)).toEqual(['btc'])
    expect(connector.getSessions().map((s) => s.topic)).toEqual(['evm'])
    expect([gone.bip122.mock.calls.length, gone.eip155.mock.calls.length]).toEqual([1, 0])
    expect(await connector.request({ method: 'personal_sign', params: ['0x68', FAKE_ADDRESS] })).toBe(FAKE_SIGNATURE)
    expect(fake.client.request).toHaveBeenLastCalledWith('evm', 'eip155:31337', expect.objectContaining({ method: 'personal_sign' }))

    const reloaded = setup(fake, context.markerStorage).connector
    expect(await reloaded.getAccounts()).toEqual([FAKE_ADDRESS])
    expect(reloaded.getSessions().map((s) => s.topic)).toEqual(['evm'])
    expect(await reloaded.namespaceConnector('bip122').getAccounts()).toEqual([])
  })

  test('behavior: one session serving EVM and Bitcoin stays when Bitcoin is disconnected (EVM keeps signing), also after a reload and a session update; disconnecting EVM then ends it', async () => {
    const context = setup()
    const { connector, fake, gone } = context
    await pair(context, () => connector.connect(), session('both', { eip155, bip122 }))

    await connector.namespaceConnector('bip122').disconnectNamespace?.()
    expect(endedTopics(fake)).toEqual([])
    expect(gone.bip122).toHaveBeenCalledOnce()
    expect(connector.sessionAccount('bip122')).toBeUndefined()
    expect(connector.sessionNamespaces()).toEqual([])
    expect(await connector.request({ method: 'personal_sign', params: ['0x68', FAKE_ADDRESS] })).toBe(FAKE_SIGNATURE)
    await expect(connector.request({ method: 'bip122_signMessage', params: { message: 'hi', address: btc } })).rejects.toMatchObject({
      code: expect.any(String),
    })

    // The wallet updating the session (it still lists bip122) does not bring Bitcoin back.
    fake.emit({ type: 'session_update', topic: 'both' })
    await vi.advanceTimersByTimeAsync(0)
    expect(connector.sessionAccount('bip122')).toBeUndefined()

    const reloaded = setup(fake, context.markerStorage)
    expect(await reloaded.connector.getAccounts()).toEqual([FAKE_ADDRESS])
    expect(await reloaded.connector.namespaceConnector('bip122').getAccounts()).toEqual([])

    await reloaded.connector.disconnectNamespace?.()
    expect(endedTopics(fake)).toEqual(['both'])
    expect(reloaded.connector.getSessions()).toEqual([])
    expect(reloaded.gone.eip155).toHaveBeenCalledOnce()
  })

  test('behavior: connecting Bitcoin again after disconnecting it alone uses the session that still approved it, no new pairing', async () => {
    const context = setup()
    const { connector, connect } = context
    await pair(context, () => connector.connect(), session('both', { eip155, bip122 }))
    await connector.namespaceConnector('bip122').disconnectNamespace?.()
    expect(await connector.scopedConnector('bip122').connect()).toMatchObject({ address: btc })
    expect(connect).toHaveBeenCalledOnce()
    expect(connector.sessionNamespaces()).toEqual(['bip122'])
  })

  test("behavior: full disconnect() still ends every session, a released namespace's included", async () => {
    const context = setup()
    const { connector, fake } = context
    await pair(context, () => connector.connect(), session('both', { eip155, bip122 }))
    await pair(
      context,
      () => connector.scopedConnector('polkadot').connect(),
      session('dot', {
        polkadot: {
          accounts: [`${westend.caipNetworkId}:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY`],
          methods: ['polkadot_signMessage'],
          events: [],
        },
      }),
    )
    await connector.namespaceConnector('bip122').disconnectNamespace?.()
    await connector.disconnect()
    expect(endedTopics(fake).sort()).toEqual(['both', 'dot'])
    expect(connector.getSessions()).toEqual([])
  })
})
