import { describe, expect, test, vi } from 'vitest'
import { NamespaceNotConnectedError } from '@/registry/lib/errors/network'
import { bitcoinRegtest, bitcoinTestnet } from '@/registry/lib/chains/bitcoin-networks'
import { westend } from '@/registry/lib/chains/polkadot-networks'
import { createAlerts } from '../modal/alerts-store'
import { createConnection } from './connection-store'
import { reconnect } from './restore-connection'
import { createConnectors } from '../wallets/connectors-store'
import { createNetworks } from '../networks/networks-store'
import { createMemoryStorage, createPersistence, type KeyValueStorage } from '../start/persistence'
import { createRouter } from '../modal/router-store'
import { selectNetwork } from '../networks/select-network'
import { evmNetwork, fakeConnector } from '../test/fake-connector'

// An EVM-first app with Bitcoin and Polkadot networks: which namespace the modal shows, and how
// the Networks view, connecting, disconnecting and a reload move it.

const anvil = evmNetwork(31337, 'Anvil')
const evmAddress = '0x1111111111111111111111111111111111111111'
const btc = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const persistence = createPersistence(storage)
  const connectors = createConnectors({}, { persistence })
  const router = createRouter({ close: vi.fn(), isConnected: () => false })
  let connection: ReturnType<typeof createConnection> | undefined
  const networks = createNetworks(
    { networks: [anvil, bitcoinRegtest, bitcoinTestnet, westend] },
    { alerts: createAlerts(), router, persistence, getActiveConnector: (ns) => connection?.getActiveConnector(ns) },
  )
  connection = createConnection({ connectors, networks, persistence })
  const evmWallet = fakeConnector({ id: 'devnetWallet', name: 'Devnet Wallet', accounts: [evmAddress], chainId: anvil.id })
  const bitcoinWallet = fakeConnector({
    id: 'devnetBitcoin',
    name: 'Devnet Bitcoin Wallet',
    chain: 'bip122',
    accounts: [btc],
    chainId: bitcoinRegtest.id,
  })
  connectors.register(evmWallet)
  connectors.register(bitcoinWallet)
  const kit = { networks, connection }
  const shown = () => ({
    namespace: connection.store.getState().activeNamespace,
    address: connection.store.getState().account?.address,
    network: networks.getActiveNetwork()?.caipNetworkId,
  })
  return { kit, connection, connectors, networks, persistence, evmWallet, bitcoinWallet, shown }
}

describe('one namespace shown across connected wallets', () => {
  test('default: the connection shows the networks’ active namespace from the start', () => {
    const { connection, networks } = setup()
    expect(networks.store.getState().activeNamespace).toBe('eip155')
    expect(connection.store.getState()).toMatchObject({ activeNamespace: 'eip155', status: 'disconnected', account: undefined })
  })

  test('behavior: picking a network of a namespace with an account shows that account, and back', async () => {
    const { kit, connection, bitcoinWallet, evmWallet, shown, persistence } = setup()
    await connection.connect(evmWallet)
    await connection.connect(bitcoinWallet)
    expect(shown()).toEqual({ namespace: 'bip122', address: btc, network: bitcoinRegtest.caipNetworkId })

    expect(await selectNetwork(kit, anvil)).toBe('switched')
    expect(shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(connection.store.getState().status).toBe('connected')

    expect(await selectNetwork(kit, bitcoinTestnet)).toBe('switched')
    // Switching asks the namespace's own wallet; the last used chain (the namespace shown after a reload) is persisted.
    expect(bitcoinWallet.switched).toEqual([bitcoinTestnet])
    expect(shown()).toEqual({ namespace: 'bip122', address: btc, network: bitcoinTestnet.caipNetworkId })
    expect(persistence.getLastUsedChain()).toBe(bitcoinTestnet.caipNetworkId)
  })

  test('behavior: picking a network of a namespace without an account asks for a wallet; connecting it keeps the other', async () => {
    const { kit, connection, networks, bitcoinWallet, evmWallet, shown } = setup()
    await connection.connect(evmWallet)
    expect(await selectNetwork(kit, bitcoinTestnet)).toBe('connect')
    // Nothing moved yet (the user may cancel), but the Bitcoin wallet will be asked for the network picked.
    expect(shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(networks.store.getState().activeByNamespace.bip122).toBe(bitcoinTestnet.caipNetworkId)
    const asked = vi.spyOn(bitcoinWallet, 'connect')
    await connection.connect(bitcoinWallet)
    expect(asked).toHaveBeenCalledWith({ chainId: bitcoinTestnet.id })
    expect(shown()).toMatchObject({ namespace: 'bip122', address: btc })
    expect(connection.store.getState().accounts.eip155?.status).toBe('connected')

    await selectNetwork(kit, anvil)
    expect(shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
  })

  test('behavior: switchNetwork from code into a namespace without an account is refused with NamespaceNotConnectedError; nothing moves', async () => {
    const { connection, networks, evmWallet, shown, persistence } = setup()
    await connection.connect(evmWallet)
    const before = { shown: shown(), byNamespace: networks.store.getState().activeByNamespace, lastUsed: persistence.getLastUsedChain() }
    const refused = await networks.switchNetwork(bitcoinTestnet).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(NamespaceNotConnectedError)
    expect(refused).toMatchObject({
      code: 'NAMESPACE_NOT_CONNECTED',
      shortMessage: 'No wallet is connected for this network. Connect a wallet for it first.',
      meta: { namespace: 'bip122', caipNetworkId: bitcoinTestnet.caipNetworkId },
    })
    expect({ shown: shown(), byNamespace: networks.store.getState().activeByNamespace, lastUsed: persistence.getLastUsedChain() }).toEqual(
      before,
    )
    expect(connection.store.getState().status).toBe('connected')
    expect(networks.store.getState().switching).toBe(false)
  })

  test('behavior: a reload restores WalletConnect namespaces through start-walletconnect, not the discovery reconnect', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.connection.connect(first.evmWallet)
    const bitcoinSide = fakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      accounts: [btc],
      chainId: bitcoinRegtest.id,
    })
    await first.connection.connect(bitcoinSide)
    // The session's bip122 side is not a registered connector: the connection keeps it to reach it.
    expect(first.connection.getActiveConnector('bip122')).toBe(bitcoinSide)
    expect(first.persistence.getActiveConnectorIds()).toEqual({ eip155: 'devnetWallet', bip122: 'walletConnect' })

    await selectNetwork(first.kit, anvil)

    const second = setup(storage)
    await reconnect(second, { waitMs: 0 })
    // The browser wallet came back; bip122 was left alone for WalletConnect's own restore (still stored).
    expect(second.connection.store.getState().accounts.eip155).toMatchObject({ status: 'connected', address: evmAddress })
    expect(second.connection.store.getState().accounts.bip122).toBeUndefined()
    expect(second.persistence.getActiveConnectorIds()).toEqual({ eip155: 'devnetWallet', bip122: 'walletConnect' })

    // WalletConnect restoring first does not take the page off the namespace it was left on, whose wallet is still to come.
    const third = setup(storage)
    const restoredSide = fakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      accounts: [btc],
      chainId: bitcoinRegtest.id,
    })
    await third.connection.syncAccount(restoredSide, 'reconnecting')
    expect(third.shown()).toEqual({ namespace: 'eip155', address: undefined, network: anvil.caipNetworkId })
    await reconnect(third, { waitMs: 0 })
    expect(third.shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(third.connection.store.getState().accounts.bip122?.status).toBe('connected')
  })

  test('behavior: WalletConnect stays hidden in the main Connect while any namespace is still connected through it', async () => {
    const { connection, connectors } = setup()
    const primary = fakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      accounts: [evmAddress],
      chainId: anvil.id,
    })
    const bitcoinSide = fakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      accounts: [btc],
      chainId: bitcoinRegtest.id,
    })
    await connection.connect(primary)
    await connection.connect(bitcoinSide)
    bitcoinSide.events.emit('disconnect')
    expect(connectors.store.getState().connectedThroughWalletConnect).toBe(true)
    primary.events.emit('disconnect')
    expect(connectors.store.getState().connectedThroughWalletConnect).toBe(false)
  })

  test('behavior: with nothing connected a network of any namespace simply becomes the active one', async () => {
    const { kit, shown } = setup()
    expect(await selectNetwork(kit, westend)).toBe('switched')
    expect(shown()).toEqual({ namespace: 'polkadot', address: undefined, network: westend.caipNetworkId })
  })

  test('behavior: a refused connect on the new namespace leaves the shown one as it was', async () => {
    const { kit, connection, evmWallet, shown } = setup()
    await connection.connect(evmWallet)
    await selectNetwork(kit, bitcoinRegtest)
    const refusing = fakeConnector({
      id: 'refuses',
      chain: 'bip122',
      connect: async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })),
    })
    await expect(connection.connect(refusing)).rejects.toThrow('no')
    expect(shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(connection.store.getState().status).toBe('connected')
  })

  test('behavior: disconnectAll disconnects every namespace’s wallet once', async () => {
    const { connection, evmWallet, bitcoinWallet, persistence } = setup()
    await connection.connect(evmWallet)
    await connection.connect(bitcoinWallet)
    const endedEvm = vi.spyOn(evmWallet, 'disconnect')
    const endedBitcoin = vi.spyOn(bitcoinWallet, 'disconnect')
    await connection.disconnectAll()
    expect(endedEvm).toHaveBeenCalledOnce()
    expect(endedBitcoin).toHaveBeenCalledOnce()
    const { accounts, status } = connection.store.getState()
    expect(Object.values(accounts).map((a) => a?.status)).toEqual(['disconnected', 'disconnected'])
    expect(status).toBe('disconnected')
    expect(persistence.getConnectionStatus()).toBe('disconnected')
    expect(persistence.getActiveConnectorIds()).toEqual({})
    // The namespace shown is not moved by disconnecting: the last used chain stays Bitcoin.
    expect(persistence.getLastUsedChain()).toBe(bitcoinRegtest.caipNetworkId)
  })

  test('behavior: disconnectAll ends a WalletConnect session holding several namespaces once', async () => {
    const { connection } = setup()
    const primary = fakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      accounts: [evmAddress],
      chainId: anvil.id,
    })
    const bitcoinSide = fakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      accounts: [btc],
      chainId: bitcoinRegtest.id,
    })
    await connection.connect(primary)
    connection.addSessionAccount(bitcoinSide, { address: btc, accounts: [btc], chainId: bitcoinRegtest.id })
    const ended = [vi.spyOn(primary, 'disconnect'), vi.spyOn(bitcoinSide, 'disconnect')]
    await connection.disconnectAll()
    expect(ended[0]!.mock.calls.length + ended[1]!.mock.calls.length).toBe(1)
    expect(connection.store.getState().accounts).toMatchObject({ eip155: { status: 'disconnected' }, bip122: { status: 'disconnected' } })
  })

  test('behavior: a wallet ending its own session removes only its namespace; the other is shown', async () => {
    const { connection, evmWallet, bitcoinWallet, shown, persistence } = setup()
    await connection.connect(evmWallet)
    await connection.connect(bitcoinWallet)
    bitcoinWallet.events.emit('disconnect')
    expect(connection.store.getState().accounts.bip122?.status).toBe('disconnected')
    expect(shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(connection.store.getState().status).toBe('connected')
    expect(persistence.getActiveConnectorIds()).toEqual({ eip155: 'devnetWallet' })
  })

  test('behavior: a wallet on a namespace not shown moving its chain does not take the modal there', async () => {
    const { connection, evmWallet, bitcoinWallet, networks, shown, kit } = setup()
    await connection.connect(bitcoinWallet)
    await connection.connect(evmWallet)
    await selectNetwork(kit, anvil)
    bitcoinWallet.events.emit('chainChanged', bitcoinTestnet.id)
    expect(shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(networks.store.getState().activeByNamespace.bip122).toBe(bitcoinTestnet.caipNetworkId)
  })

  test('behavior: a reload shows the namespace the page was left on', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.connection.connect(first.bitcoinWallet)
    await first.connection.connect(first.evmWallet)
    await selectNetwork(first.kit, bitcoinRegtest)

    const second = setup(storage)
    expect(second.connection.store.getState().activeNamespace).toBe('bip122')
    await reconnect(second)
    expect(second.shown()).toEqual({ namespace: 'bip122', address: btc, network: bitcoinRegtest.caipNetworkId })
    expect(second.connection.store.getState().accounts.eip155).toMatchObject({ status: 'connected', address: evmAddress })
  })

  test('behavior: a reload whose last namespace does not come back shows a connected one', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.connection.connect(first.evmWallet)
    await first.connection.connect(first.bitcoinWallet)

    const second = setup(storage)
    // The Bitcoin wallet no longer exposes an account.
    second.bitcoinWallet.getAccounts = async () => []
    await reconnect(second)
    expect(second.shown()).toEqual({ namespace: 'eip155', address: evmAddress, network: anvil.caipNetworkId })
    expect(second.connection.store.getState().status).toBe('connected')
  })
})
