import type { Connector, ConnectorFactoryContext } from '@/registry/lib/connectors/connector-interface'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * Registers the host's connectors (the `connectors` option) before discovery and session restore
 * run, so a reload finds them at once. A factory that throws is logged and left out: one broken
 * connector must not take the modal down. Returns the stop, which unregisters them.
 */
export function startHostConnectors(kit: WalletKitStores): () => void {
  const context: ConnectorFactoryContext = { networks: kit.networks.store.getState().networks }
  const made: Connector[] = []
  for (const factory of kit.hostConnectors) {
    try {
      made.push(...([] as Connector[]).concat(factory(context)))
    } catch (error) {
      logger.error('a connector from the connectors option failed to start', error)
    }
  }
  if (made.length > 0) kit.connectors.register(...made)
  return () => {
    for (const connector of made) kit.connectors.unregister(connector.id)
  }
}
