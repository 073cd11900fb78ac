import { describe, expect, test, vi } from 'vitest'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { createAlerts } from '../modal/alerts-store'
import { createConnection } from './connection-store'
import { createConnectors } from '../wallets/connectors-store'
import { createNetworks } from '../networks/networks-store'
import { createMemoryStorage, createPersistence } from '../start/persistence'
import { createRouter } from '../modal/router-store'
import { evmNetwork, fakeConnector } from '../test/fake-connector'

const btc = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

function setup() {
  const persistence = createPersistence(createMemoryStorage())
  const connectors = createConnectors({}, { persistence })
  const router = createRouter({ close: vi.fn(), isConnected: () => false })
  let connection: ReturnType<typeof createConnection> | undefined
  const networks = createNetworks(
    { networks: [evmNetwork(1), bitcoinRegtest] },
    { alerts: createAlerts(), router, persistence, getActiveConnector: (ns) => connection?.getActiveConnector(ns) },
  )
  connection = createConnection({ connectors, networks, persistence })
  // The session's primary connector is registered; its bip122 side is not (it would merge into a MULTI_CHAIN entry).
  const primary = fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
  const bitcoinSide = fakeConnector({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'bip122',
    accounts: [btc],
    chainId: bitcoinRegtest.id,
  })
  connectors.register(primary)
  return { connection, connectors, networks, primary, bitcoinSide }
}
const bitcoinResult = {
  address: btc,
  accounts: [btc],
  chainId: bitcoinRegtest.id,
  details: { accountTypes: [{ address: btc, type: 'payment' as const }] },
}

describe('connection.addSessionAccount', () => {
  test('default', async () => {
    const { connection, primary, bitcoinSide, networks } = setup()
    await connection.connect(primary)
    connection.addSessionAccount(bitcoinSide, bitcoinResult)
    const state = connection.store.getState()
    // The session's other account is recorded (CAIP-10, payment type) but the active namespace stays.
    expect(state.activeNamespace).toBe('eip155')
    expect(networks.store.getState().activeNamespace).toBe('eip155')
    expect(state.accounts.bip122).toMatchObject({
      address: btc,
      caipAddress: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${btc}`,
      allAccounts: [{ namespace: 'bip122', address: btc, type: 'payment' }],
      status: 'connected',
      connectorId: 'walletConnect',
      connectedWalletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
    })
    expect(connection.getActiveConnector('bip122')).toBe(bitcoinSide)
  })

  test('behavior: a namespace connected through another wallet keeps it', async () => {
    const { connection, connectors, bitcoinSide } = setup()
    const injected = fakeConnector({ id: 'devnetBitcoin', chain: 'bip122', accounts: ['tb1qother'], chainId: bitcoinRegtest.id })
    connectors.register(injected)
    await connection.connect(injected)
    connection.addSessionAccount(bitcoinSide, bitcoinResult)
    expect(connection.store.getState().accounts.bip122?.address).toBe('tb1qother')
    expect(connection.getActiveConnector('bip122')).toBe(injected)
  })

  test('behavior: the session ending clears the namespace; disconnecting it ends the session', async () => {
    const { connection, primary, bitcoinSide } = setup()
    await connection.connect(primary)
    connection.addSessionAccount(bitcoinSide, bitcoinResult)
    bitcoinSide.events.emit('disconnect')
    expect(connection.store.getState().accounts.bip122?.status).toBe('disconnected')
    expect(connection.getActiveConnector('bip122')).toBeUndefined()

    connection.addSessionAccount(bitcoinSide, bitcoinResult)
    const ended = vi.spyOn(bitcoinSide, 'disconnect')
    await connection.disconnect('bip122')
    expect(ended).toHaveBeenCalledOnce()
    expect(connection.store.getState().accounts.bip122?.status).toBe('disconnected')
  })
})
