import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { anvil } from '../../../../apps/wc-wallet/src/test-networks'
import { FAKE_ADDRESS, fakeClient } from '../../../../apps/wc-wallet/src/fake-client'
import { bitcoinRegtest } from '../../chains/bitcoin-networks'
import { westend } from '../../chains/polkadot-networks'
import { createWalletConnectConnector } from './create-walletconnect-connector'

const btc = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const dot = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const witness =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

type SessionNamespace = { accounts: string[]; methods: string[]; events: string[] }
const multiSession = (namespaces: Record<string, SessionNamespace>) => ({
  topic: 'multi',
  expiry: Math.floor(Date.now() / 1000) + 86_400,
  namespaces,
  peer: { metadata: { name: 'Test wallet' } },
})
const eip155: SessionNamespace = { accounts: [`eip155:31337:${FAKE_ADDRESS}`], methods: ['personal_sign'], events: [] }
const bip122: SessionNamespace = {
  accounts: [`${bitcoinRegtest.caipNetworkId}:${btc}`],
  methods: ['signMessage'],
  events: ['bip122_addressesChanged'],
}
const polkadot: SessionNamespace = { accounts: [`${westend.caipNetworkId}:${dot}`], methods: ['polkadot_signMessage'], events: [] }

async function connected(
  networks = [anvil, bitcoinRegtest, westend],
  namespaces: Record<string, SessionNamespace> = { eip155, bip122, polkadot },
) {
  const fake = fakeClient()
  const connector = createWalletConnectConnector({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    networks,
    loadClient: async () => fake.client,
    markerStorage: () => undefined,
  })
  const adopted = vi.fn()
  connector.events.on('connect', adopted)
  const result = connector.connect()
  await vi.advanceTimersByTimeAsync(0)
  fake.proposals[0]!.approve(multiSession(namespaces))
  return { connector, fake, result: await result, adopted }
}

beforeEach(() => void vi.useFakeTimers({ now: 1_700_000_000_000 }))
afterEach(() => void vi.useRealTimers())

describe('WalletConnect session across namespaces', () => {
  test('default', async () => {
    const { connector, result, adopted } = await connected()
    expect(connector.chain).toBe('eip155')
    expect(result).toEqual({ address: FAKE_ADDRESS, chainId: 31337, accounts: [FAKE_ADDRESS] })
    expect(adopted).toHaveBeenCalledWith(result)
    expect(connector.sessionNamespaces()).toEqual(['polkadot', 'bip122'])
    expect(connector.sessionAccount('bip122')).toEqual({
      address: btc,
      chainId: bitcoinRegtest.id,
      accounts: [btc],
      details: { accountTypes: [{ address: btc, type: 'payment' }] },
    })
    expect(connector.sessionAccount('polkadot')).toEqual({ address: dot, chainId: westend.id, accounts: [dot] })
    expect(connector.sessionAccount('solana')).toBeUndefined()
  })

  test("parameters: the first configured network decides the connector's namespace", async () => {
    const { connector, result } = await connected([bitcoinRegtest], { bip122 })
    expect(connector.chain).toBe('bip122')
    expect(result.address).toBe(btc)
    expect(connector.sessionNamespaces()).toEqual([])
    const first = await connected([bitcoinRegtest, anvil, westend])
    expect(first.connector.chain).toBe('bip122')
    expect(first.result.address).toBe(btc)
    expect(first.connector.sessionNamespaces()).toEqual(['eip155', 'polkadot'])
  })

  test("behavior: bip122 and polkadot requests go to their chain in the wallet's shape; replies are normalised", async () => {
    const { connector, fake } = await connected()
    const bitcoin = connector.namespaceConnector('bip122')
    expect({ chain: bitcoin.chain, id: bitcoin.id, type: bitcoin.type }).toEqual({
      chain: 'bip122',
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
    })
    vi.mocked(fake.client.request).mockResolvedValueOnce({ address: btc, signature: Buffer.from(witness, 'base64').toString('hex') })
    expect(await bitcoin.request?.({ method: 'bip122_signMessage', params: { message: 'hi', address: btc } })).toEqual({
      address: btc,
      signature: witness,
    })
    expect(fake.client.request).toHaveBeenLastCalledWith('multi', bitcoinRegtest.caipNetworkId, {
      method: 'signMessage',
      params: { account: btc, address: btc, message: 'hi', protocol: 'bip322' },
    })
    vi.mocked(fake.client.request).mockResolvedValueOnce({ signature: `0x${'cd'.repeat(64)}` })
    expect(
      await connector.namespaceConnector('polkadot').request?.({ method: 'polkadot_signMessage', params: { message: 'hi', address: dot } }),
    ).toEqual({ signature: `0x${'cd'.repeat(64)}` })
    expect(fake.client.request).toHaveBeenLastCalledWith('multi', westend.caipNetworkId, {
      method: 'polkadot_signMessage',
      params: { address: dot, message: 'hi' },
    })
    vi.mocked(fake.client.request).mockResolvedValueOnce({ signature: 'nope' })
    await expect(bitcoin.request?.({ method: 'bip122_signMessage', params: { message: 'hi' } })).rejects.toMatchObject({
      code: 'WALLET_RESPONSE_INVALID',
    })
    expect(connector.namespaceConnector('bip122')).toBe(bitcoin)
  })

  test("behavior: a session without an account on the connector's own namespace does not connect", async () => {
    await expect(connected([bitcoinRegtest, anvil], { eip155 })).rejects.toMatchObject({
      code: 'PROVIDER_UNDEFINED',
      details: 'The WalletConnect session holds no bip122 account on a configured network',
    })
  })

  test('behavior: a namespace the session did not approve is refused', async () => {
    const { connector } = await connected([anvil, bitcoinRegtest], { eip155 })
    expect(connector.sessionNamespaces()).toEqual([])
    await expect(connector.request({ method: 'bip122_signMessage', params: { message: 'hi' } })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
  })

  test('behavior: wallet events reach the namespace they name; the session ending disconnects every namespace', async () => {
    const { connector, fake } = await connected()
    const bitcoin = connector.namespaceConnector('bip122')
    const [btcAccounts, evmAccounts, btcGone, evmGone] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()]
    bitcoin.events.on('accountsChanged', btcAccounts)
    connector.events.on('accountsChanged', evmAccounts)
    bitcoin.events.on('disconnect', btcGone)
    connector.events.on('disconnect', evmGone)
    fake.emit({
      type: 'session_event',
      topic: 'multi',
      chainId: bitcoinRegtest.caipNetworkId,
      name: 'bip122_addressesChanged',
      data: [{ address: btc, intention: 'payment' }],
    })
    expect(btcAccounts).toHaveBeenCalledWith([btc])
    expect(evmAccounts).not.toHaveBeenCalled()
    expect(await bitcoin.getAccounts()).toEqual([btc])
    expect(await bitcoin.getChainId()).toBe(bitcoinRegtest.id)
    fake.emit({ type: 'session_delete', topic: 'multi' })
    expect(btcGone).toHaveBeenCalledOnce()
    expect(evmGone).toHaveBeenCalledOnce()
  })
})
