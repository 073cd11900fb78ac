import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/walletconnect-constants'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { getMobileHandoff } from '@/registry/lib/state/connection/mobile-handoff'

const registering = new WeakMap<WalletKitStores, Promise<WalletConnectConnector | undefined>>()

/** The registered WalletConnect connector, if any (registered on the first namespace the kit configures). */
export function getWalletConnectConnector(kit: WalletKitStores): WalletConnectConnector | undefined {
  return kit.connectors.getConnector(WALLETCONNECT_CONNECTOR_ID) as WalletConnectConnector | undefined
}

// Each adopted session (paired, restored or updated) also brings its accounts on the other
// namespaces into the connection: an eip155 session that approved bip122 shows the Bitcoin account too.
function followSessionNamespaces(kit: WalletKitStores, connector: WalletConnectConnector): void {
  // On a phone, a request leaving for the wallet brings its app to the front; a session's end forgets the app.
  connector.events.on('message', ({ type }) => {
    if (type === 'wallet_request') getMobileHandoff(kit).walletRequestSent()
  })
  connector.events.on('disconnect', () => getMobileHandoff(kit).reset())
  connector.events.on('connect', () => {
    for (const namespace of connector.sessionNamespaces()) {
      const result = connector.sessionAccount(namespace)
      if (result) kit.connection.addSessionAccount(connector.namespaceConnector(namespace), result)
    }
  })
}

/**
 * Registers the WalletConnect connector unless the host turned WalletConnect off. Its module is
 * imported here, on demand, and sign-client only later, when a pairing starts or a session is
 * restored, so neither weighs on the page's first load.
 */
export function ensureWalletConnectConnector(kit: WalletKitStores): Promise<WalletConnectConnector | undefined> {
  const options = kit.options.store.getState()
  if (!options.enableWalletConnect) return Promise.resolve(undefined)
  const existing = getWalletConnectConnector(kit)
  if (existing) return Promise.resolve(existing)
  let pending = registering.get(kit)
  if (!pending) {
    pending = import('@/registry/lib/connectors/walletconnect/create-walletconnect-connector').then(({ createWalletConnectConnector }) => {
      const already = getWalletConnectConnector(kit)
      if (already) return already
      const metadata = options.metadata ? { ...options.metadata, icons: [...options.metadata.icons] } : undefined
      const connector = createWalletConnectConnector({
        projectId: options.projectId ?? '',
        relayUrl: kit.services.relayUrl,
        verifyUrl: kit.services.verifyUrl,
        networks: kit.networks.store.getState().networks,
        metadata,
      })
      followSessionNamespaces(kit, connector)
      kit.connectors.register(connector)
      return connector
    })
    // A failed chunk load (offline, new deploy) must not stick: the next open tries again.
    pending.catch(() => registering.delete(kit))
    registering.set(kit, pending)
    // Its row heads the Connect view's list, which waits for it rather than shift when it lands.
    kit.connectors.track(pending)
  }
  return pending
}

const walletConnectNamespaces = (kit: WalletKitStores): ChainNamespace[] =>
  (Object.entries(kit.persistence.getActiveConnectorIds()) as [ChainNamespace, string][])
    .filter(([, id]) => id === WALLETCONNECT_CONNECTOR_ID)
    .map(([namespace]) => namespace)

/**
 * On load: when the last visit ended connected through WalletConnect, registers the connector and
 * restores the session from sign-client's storage; otherwise registers it when the modal first
 * opens, so the Connect view can list it. Returns a function that stops watching the modal.
 */
export function startWalletConnect(kit: WalletKitStores): () => void {
  // The namespaces WalletConnect served (its own, and any a wallet was paired for alone); another
  // wallet's namespace is left to that wallet's reconnect.
  const served = kit.persistence.getConnectionStatus() === 'connected' ? walletConnectNamespaces(kit) : []
  if (served.length) {
    void ensureWalletConnectConnector(kit).then((connector) => {
      for (const namespace of served)
        if (connector) void kit.connection.syncAccount(connector.namespaceConnector(namespace), 'reconnecting')
    })
    return () => {}
  }
  const modal = kit.modal.store.getState()
  if (modal.open || modal.embedded) {
    void ensureWalletConnectConnector(kit)
    return () => {}
  }
  const unsubscribe = kit.modal.store.subscribe((state) => {
    if (!state.open) return
    unsubscribe()
    void ensureWalletConnectConnector(kit)
  })
  return unsubscribe
}
