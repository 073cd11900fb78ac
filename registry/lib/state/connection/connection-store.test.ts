import { describe, expect, test, vi } from 'vitest'
import { mapProviderError, ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { createAlerts } from '../modal/alerts-store'
import { createConnection } from './connection-store'
import { createConnectors } from '../wallets/connectors-store'
import { createNetworks } from '../networks/networks-store'
import { createMemoryStorage, createPersistence, type KeyValueStorage } from '../start/persistence'
import { createRouter } from '../modal/router-store'
import { evmNetwork, fakeConnector } from '../test/fake-connector'
import { connectionSetup as setup } from '../test/connection-setup'

const address = '0x1111111111111111111111111111111111111111'

describe('connection store', () => {
  test('behavior: connect sets connecting, then connected with the SPEC account', async () => {
    const { connection, connectors } = setup()
    const connector = fakeConnector({ id: 'dev', name: 'Dev', rdns: 'dev.x' })
    connectors.register(connector)
    const statuses: string[] = []
    connection.store.subscribe((s) => statuses.push(s.status))
    await connection.connect(connector)
    expect(statuses[0]).toBe('connecting')
    expect(connection.store.getState().account).toMatchObject({
      address,
      caipAddress: `eip155:1:${address}`,
      allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      status: 'connected',
      connectedWalletInfo: { name: 'Dev', type: 'ANNOUNCED', rdns: 'dev.x' },
    })
  })

  test('behavior: account records carry the public key and derivation path a wallet reports (SPEC §3)', async () => {
    const { connection, connectors } = setup()
    const accountTypes = [
      { address, type: 'eoa' as const, publicKey: '02'.padEnd(66, 'a'), path: "m/44'/60'/0'/0/0" },
      { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' as const },
    ]
    const connector = fakeConnector({
      id: 'keys',
      connect: async () => ({ address, accounts: [address], chainId: 1, details: { accountTypes } }),
    })
    connectors.register(connector)
    await connection.connect(connector)
    expect(connection.store.getState().account?.allAccounts).toEqual([
      { namespace: 'eip155', address, type: 'eoa', publicKey: accountTypes[0]!.publicKey, path: "m/44'/60'/0'/0/0" },
      { namespace: 'eip155', address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' },
    ])
  })

  test('behavior: accounts a wallet switches to on its own keep the keys it reports with them', async () => {
    const { connection, connectors } = setup()
    const connector = fakeConnector({ id: 'keys' })
    connectors.register(connector)
    await connection.connect(connector)
    const other = '0x3333333333333333333333333333333333333333'
    connector.events.emit('accountsChanged', [other], { accountTypes: [{ address: other, type: 'eoa', publicKey: '03'.padEnd(66, 'b') }] })
    expect(connection.store.getState().account?.allAccounts).toEqual([
      { namespace: 'eip155', address: other, type: 'eoa', publicKey: '03'.padEnd(66, 'b') },
    ])
  })

  test('behavior: a failed connect ends disconnected', async () => {
    const { connection } = setup()
    const connector = fakeConnector({ connect: () => Promise.reject(new Error('rejected')) })
    await expect(connection.connect(connector)).rejects.toThrow('rejected')
    expect(connection.store.getState().status).toBe('disconnected')
  })

  test('behavior: a wallet refusal raises its mapped alert once', async () => {
    const alerts = createAlerts()
    const persistence = createPersistence(createMemoryStorage())
    const router = createRouter({ close: vi.fn(), isConnected: () => false })
    const networks = createNetworks({ networks: [evmNetwork(1)] }, { alerts, router, persistence, getActiveConnector: () => undefined })
    const connection = createConnection({ connectors: createConnectors({}, { persistence }), networks, persistence, alerts })
    const rejected = fakeConnector({ connect: () => Promise.reject(mapProviderError(Object.assign(new Error('no'), { code: 4001 }))) })
    await expect(connection.connect(rejected)).rejects.toBeInstanceOf(ProviderRpcError)
    expect(alerts.store.getState().current?.kind).toBe('ALERT_USER_REJECTED_REQUEST')
    alerts.dismiss()
    await expect(connection.connect(rejected)).rejects.toBeInstanceOf(ProviderRpcError)
    expect(alerts.store.getState().current).toBeUndefined()
  })

  test('behavior: a refused connect on another namespace keeps the connected session', async () => {
    const { connection, persistence } = setup()
    await connection.connect(fakeConnector({ id: 'evm' }))
    const solana = fakeConnector({ id: 'sol', chain: 'solana', connect: () => Promise.reject(new Error('declined')) })
    await expect(connection.connect(solana)).rejects.toThrow('declined')
    expect(connection.store.getState()).toMatchObject({ status: 'connected', activeNamespace: 'eip155', account: { address } })
    expect(persistence.getConnectionStatus()).toBe('connected')
  })

  test('behavior: only connected or disconnected is persisted', async () => {
    const writes: string[] = []
    const storage = createMemoryStorage()
    const spy: KeyValueStorage = {
      ...storage,
      setItem: (k, v) => (k.endsWith('connection_status') && writes.push(JSON.parse(v)), storage.setItem(k, v)),
    }
    const { connection, connectors } = setup(spy)
    const connector = fakeConnector()
    connectors.register(connector)
    await connection.connect(connector)
    await connection.disconnect()
    expect(writes).toEqual(['connected', 'disconnected'])
  })

  test('behavior: connect records the wallet as recent and its connector id per namespace', async () => {
    const { connection, connectors, persistence } = setup()
    const connector = fakeConnector({ id: 'dev' })
    await connection.connect(connector)
    expect(connectors.store.getState().recent[0]?.id).toBe('dev')
    expect(persistence.getActiveConnectorIds()).toEqual({ eip155: 'dev' })
  })

  test('behavior: sync sets connecting then connected when the wallet has accounts', async () => {
    const { connection } = setup()
    const statuses: string[] = []
    connection.store.subscribe((s) => statuses.push(s.status))
    expect(await connection.syncAccount(fakeConnector())).toBe(true)
    expect(statuses[0]).toBe('connecting')
    expect(connection.store.getState().status).toBe('connected')
  })

  test('behavior: sync sets connecting then disconnected when the wallet has none', async () => {
    const { connection } = setup()
    expect(await connection.syncAccount(fakeConnector({ getAccounts: async () => [] }))).toBe(false)
    expect(connection.store.getState().status).toBe('disconnected')
  })

  test('behavior: wallet events update the account, chain and disconnect', async () => {
    const { connection, networks } = setup()
    const connector = fakeConnector()
    await connection.connect(connector)
    const other = '0x2222222222222222222222222222222222222222'
    connector.events.emit('accountsChanged', [other])
    expect(connection.store.getState().account?.address).toBe(other)
    connector.events.emit('chainChanged', 10)
    expect(connection.store.getState().account?.caipAddress).toBe(`eip155:10:${other}`)
    expect(networks.getActiveNetwork()?.id).toBe(10)
    connector.events.emit('accountsChanged', [])
    expect(connection.store.getState().status).toBe('disconnected')
  })

  test('behavior: connecting through WalletConnect hides its section until that session ends', async () => {
    const { connection, connectors } = setup()
    const walletConnect = fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
    connectors.register(walletConnect)
    await connection.connect(walletConnect)
    expect(connectors.store.getState().connectedThroughWalletConnect).toBe(true)
    await connection.disconnect()
    expect(connectors.store.getState().connectedThroughWalletConnect).toBe(false)
  })

  test('behavior: disconnect calls the connector and clears the account', async () => {
    const { connection, connectors } = setup()
    const disconnect = vi.fn(async () => undefined)
    const connector = fakeConnector({ disconnect })
    connectors.register(connector)
    await connection.connect(connector)
    await connection.disconnect()
    expect(disconnect).toHaveBeenCalledOnce()
    expect(connection.store.getState()).toMatchObject({ status: 'disconnected', account: { address: undefined } })
  })
})

describe('connection store: CAIP-10 ids', () => {
  test('behavior: a wallet address with a colon is refused with the typed error and the namespace stays disconnected (it became a four-part id)', async () => {
    const { connection, connectors } = setup()
    const connector = fakeConnector({
      id: 'odd',
      connect: async () => ({ address: `${address}:extra`, accounts: [`${address}:extra`], chainId: 1 }),
    })
    connectors.register(connector)
    await expect(connection.connect(connector)).rejects.toMatchObject({
      code: 'CAIP10_ADDRESS_INVALID',
      shortMessage: 'Invalid CAIP-10 address',
    })
    expect(connection.store.getState().accounts.eip155).toMatchObject({ status: 'disconnected', caipAddress: undefined })
  })

  test('behavior: a chain id with extra segments from the wallet is ignored; a good one moves the account', async () => {
    const { connection, connectors } = setup()
    const connector = fakeConnector({ id: 'dev' })
    connectors.register(connector)
    await connection.connect(connector)
    expect(() => connector.events.emit('chainChanged', '10:evil')).not.toThrow()
    expect(connection.store.getState().account?.caipAddress).toBe(`eip155:1:${address}`)
    connector.events.emit('chainChanged', 10)
    expect(connection.store.getState().account?.caipAddress).toBe(`eip155:10:${address}`)
  })

  test('behavior: accountsChanged keeps the chain read from the CAIP-10 id', async () => {
    const { connection, connectors } = setup()
    const connector = fakeConnector({ id: 'dev' })
    connectors.register(connector)
    await connection.connect(connector)
    connector.events.emit('chainChanged', 10)
    const other = '0x3333333333333333333333333333333333333333'
    connector.events.emit('accountsChanged', [other])
    expect(connection.store.getState().account?.caipAddress).toBe(`eip155:10:${other}`)
    // A colon in the new address is no account: the current one stays.
    expect(() => connector.events.emit('accountsChanged', [`${other}:x`])).not.toThrow()
    expect(connection.store.getState().account?.caipAddress).toBe(`eip155:10:${other}`)
  })

  test('behavior: an initial connection (a cookie) whose chain id has extra segments shows no account', () => {
    const persistence = createPersistence(createMemoryStorage())
    const connectors = createConnectors({}, { persistence })
    const networks = createNetworks(
      { networks: [evmNetwork(1)] },
      {
        alerts: createAlerts(),
        router: createRouter({ close: vi.fn(), isConnected: () => false }),
        persistence,
        getActiveConnector: () => undefined,
      },
    )
    const initial = {
      accounts: { eip155: { address, chainId: '1:2', connectorId: 'w' }, solana: { address: 'So1ana', chainId: 'x', connectorId: 'w' } },
    }
    const connection = createConnection({ connectors, networks, persistence, initial })
    expect(connection.store.getState().accounts.eip155).toBeUndefined()
    expect(connection.store.getState().accounts.solana).toMatchObject({ status: 'reconnecting', caipAddress: 'solana:x:So1ana' })
  })
  test("behavior: dropUnbacked drops a marker's accounts when the last visit ended disconnected, blanks one whose namespace records another wallet, keeps one whose own wallet is recorded", () => {
    const marked = (status: 'connected' | 'disconnected', ids: Record<string, string>) => {
      const persistence = createPersistence(createMemoryStorage())
      persistence.setConnectionStatus(status)
      for (const [namespace, id] of Object.entries(ids)) persistence.setActiveConnectorId(namespace as 'eip155' | 'solana', id)
      const networks = createNetworks(
        { networks: [evmNetwork(1)] },
        {
          alerts: createAlerts(),
          router: createRouter({ close: vi.fn(), isConnected: () => false }),
          persistence,
          getActiveConnector: () => undefined,
        },
      )
      const initial = {
        accounts: {
          eip155: { address, chainId: '1', connectorId: 'io.metamask' },
          solana: { address: 'So1ana', chainId: 'x', connectorId: 'phantom' },
        },
      }
      const connection = createConnection({ connectors: createConnectors({}, { persistence }), networks, persistence, initial })
      connection.dropUnbacked()
      return connection.store.getState().accounts
    }
    const ended = marked('disconnected', {})
    expect([ended.eip155?.status, ended.solana?.status]).toEqual(['disconnected', 'disconnected'])
    const other = marked('connected', { eip155: 'io.metamask', solana: 'backpack' })
    expect(other.eip155).toMatchObject({ status: 'reconnecting', address })
    expect(other.solana).toMatchObject({ status: 'reconnecting', address: undefined })
  })
})
