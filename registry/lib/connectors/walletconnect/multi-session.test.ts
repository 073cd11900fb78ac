import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FAKE_ADDRESS } from '../../../../apps/wc-wallet/src/fake-client'
import { bitcoinRegtest } from '../../chains/bitcoin-networks'
import { bip122, btc, eip155, session, setupMultiSession } from '../../test-utils/walletconnect-sessions'

// Two WalletConnect sessions in one connector: the first pairing (eip155 only, or none at all when
// EVM came from a browser wallet) and a second one asked for bip122 alone by the scoped Connect.

const setup = setupMultiSession

/** The EVM session first (the wallet approved eip155 only), then bip122 paired alone. */
async function twoSessions() {
  const context = setup()
  const evm = context.connector.connect()
  await vi.advanceTimersByTimeAsync(0)
  context.fake.proposals[0]!.approve(session('evm', { eip155 }))
  await evm
  const bitcoin = context.connector.scopedConnector('bip122').connect({ chainId: bitcoinRegtest.id })
  await vi.advanceTimersByTimeAsync(0)
  context.fake.proposals[1]!.approve(session('btc', { bip122 }))
  return { ...context, bitcoin: await bitcoin }
}

beforeEach(() => void vi.useFakeTimers({ now: 1_700_000_000_000 }))
afterEach(() => void vi.useRealTimers())

describe('WalletConnect sessions per namespace', () => {
  test('default: a namespace the first session lacks gets a pairing that proposes it alone; its account is added beside', async () => {
    const { connector, connect, bitcoin } = await twoSessions()
    expect(Object.keys(connect.mock.calls[0]![0])).toEqual(['eip155', 'bip122', 'polkadot'])
    expect(connect.mock.calls[1]![0]).toEqual({
      bip122: { chains: [bitcoinRegtest.caipNetworkId], methods: expect.any(Array), events: ['bip122_addressesChanged'] },
    })
    expect(bitcoin).toEqual({
      address: btc,
      chainId: bitcoinRegtest.id,
      accounts: [btc],
      details: { accountTypes: [{ address: btc, type: 'payment' }] },
    })
    expect(connector.getSessions().map((s) => s.topic)).toEqual(['evm', 'btc'])
    expect(connector.sessionAccount('eip155')?.address).toBe(FAKE_ADDRESS)
    expect(connector.sessionNamespaces()).toEqual(['bip122'])
  })

  test('behavior: requests go to the session serving their namespace', async () => {
    const { connector, fake } = await twoSessions()
    await connector.request({ method: 'personal_sign', params: ['0x68', FAKE_ADDRESS] })
    expect(fake.client.request).toHaveBeenLastCalledWith('evm', 'eip155:31337', expect.objectContaining({ method: 'personal_sign' }))
    vi.mocked(fake.client.request).mockResolvedValueOnce({ address: btc, signature: 'AkcwRAIg' })
    await connector.namespaceConnector('bip122').request?.({ method: 'bip122_signMessage', params: { message: 'hi', address: btc } })
    expect(fake.client.request).toHaveBeenLastCalledWith(
      'btc',
      bitcoinRegtest.caipNetworkId,
      expect.objectContaining({ method: 'signMessage' }),
    )
  })

  test('behavior: a held session that already approved the namespace is used, no new pairing', async () => {
    const { connector, connect, fake } = setup()
    const both = connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.proposals[0]!.approve(session('both', { eip155, bip122 }))
    await both
    expect(await connector.scopedConnector('bip122').connect()).toMatchObject({ address: btc })
    expect(connect).toHaveBeenCalledOnce()
  })

  test("behavior: with no session yet (EVM from a browser wallet), the scoped pairing asks for bip122 alone and the connector's own namespace stays empty", async () => {
    const { connector, connect, fake } = setup()
    const bitcoin = connector.scopedConnector('bip122').connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.proposals[0]!.approve(session('btc', { bip122 }))
    expect((await bitcoin).address).toBe(btc)
    expect(Object.keys(connect.mock.calls[0]![0])).toEqual(['bip122'])
    expect(await connector.restore()).toBeNull()
    expect(await connector.getAccounts()).toEqual([])
  })

  test('behavior: the wallet ending the second session disconnects its namespace only; disconnect() ends every session', async () => {
    const { connector, fake } = await twoSessions()
    const [evmGone, btcGone] = [vi.fn(), vi.fn()]
    connector.events.on('disconnect', evmGone)
    connector.namespaceConnector('bip122').events.on('disconnect', btcGone)
    fake.emit({ type: 'session_delete', topic: 'btc' })
    expect(btcGone).toHaveBeenCalledOnce()
    expect(evmGone).not.toHaveBeenCalled()
    expect(connector.sessionAccount('eip155')?.address).toBe(FAKE_ADDRESS)

    const again = connector.scopedConnector('bip122').connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.proposals[2]!.approve(session('btc-2', { bip122 }))
    await again
    await connector.disconnect()
    expect(
      vi
        .mocked(fake.client.disconnect)
        .mock.calls.map(([topic]) => topic)
        .sort(),
    ).toEqual(['btc-2', 'evm'])
    expect(connector.getSessions()).toEqual([])
    expect(evmGone).toHaveBeenCalledOnce()
  })

  test('behavior: a reload restores both sessions from the marker', async () => {
    const first = await twoSessions()
    const second = setup(first.fake, first.markerStorage)
    expect(await second.connector.getAccounts()).toEqual([FAKE_ADDRESS])
    expect(second.connector.getSessions().map((s) => s.topic)).toEqual(['evm', 'btc'])
    expect(await second.connector.namespaceConnector('bip122').getAccounts()).toEqual([btc])
  })
})
