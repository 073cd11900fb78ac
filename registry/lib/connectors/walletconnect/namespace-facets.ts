import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { createEmitter, type Emitter } from '@/registry/lib/connectors/emitter'
import type { Connector, ConnectorEvents } from '@/registry/lib/connectors/connector-interface'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/connector-types'
import { createNamespaceConnector } from '@/registry/lib/connectors/walletconnect/namespace-connector'

/**
 * The WalletConnect connector's per-namespace faces: one event emitter per namespace (the primary
 * one is the connector's own), and a Connector per namespace over the same sessions, made on
 * first use. `connector` is read lazily: the facets are made before the connector object is.
 *
 * @example
 * const facets = createNamespaceFacets('eip155', events, () => connector)
 * facets.namespaceConnector('solana').request({ method: 'solana_signMessage', params })
 */
export function createNamespaceFacets(primary: ChainNamespace, events: Emitter<ConnectorEvents>, connector: () => WalletConnectConnector) {
  const emitters = new Map<ChainNamespace, Emitter<ConnectorEvents>>([[primary, events]])
  const emitterOf = (namespace: ChainNamespace): Emitter<ConnectorEvents> => {
    let emitter = emitters.get(namespace)
    if (!emitter) emitters.set(namespace, (emitter = createEmitter<ConnectorEvents>()))
    return emitter
  }
  const facets = new Map<ChainNamespace, Connector>()
  // The own namespace's facet differs from the connector only in connect(): scoped to that namespace.
  let primaryScoped: Connector | undefined
  function namespaceConnector(namespace: ChainNamespace): Connector {
    if (namespace === primary) return connector()
    const known = facets.get(namespace)
    if (known) return known
    const created = createNamespaceConnector(connector(), namespace, emitterOf(namespace))
    facets.set(namespace, created)
    return created
  }
  return {
    emitterOf,
    /** Every namespace's listeners hear the disconnect. */
    emitDisconnect: (): void => emitters.forEach((emitter) => emitter.emit('disconnect')),
    namespaceConnector,
    scopedConnector(namespace: ChainNamespace): Connector {
      if (namespace !== primary) return namespaceConnector(namespace)
      primaryScoped ??= createNamespaceConnector(connector(), primary, events)
      return primaryScoped
    },
  }
}
