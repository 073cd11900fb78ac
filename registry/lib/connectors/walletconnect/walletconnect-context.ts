import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Emitter } from '@/registry/lib/connectors/emitter'
import type { ConnectorEvents } from '@/registry/lib/connectors/connector-interface'
import type { ClientLoader } from '@/registry/lib/connectors/walletconnect/client-loader'
import type { WalletConnectConnectorOptions } from '@/registry/lib/connectors/walletconnect/connector-types'
import type { createNamespaceFacets } from '@/registry/lib/connectors/walletconnect/namespace-facets'
import type { createPairingFlow } from '@/registry/lib/connectors/walletconnect/pairing-flow'
import type { SessionMarkerStore } from '@/registry/lib/connectors/walletconnect/session-marker'
import type { SessionSet } from '@/registry/lib/connectors/walletconnect/session-set'

/**
 * What the WalletConnect connector's actions share (create-walletconnect-connector makes it): the
 * sessions it holds and their marker, its events and per-namespace facets, the sign-client loader
 * and the pairing in progress.
 */
export type WalletConnectContext = {
  options: WalletConnectConnectorOptions
  /** The host's first network's namespace: where the session's account shows first (the connector's `chain`). */
  primary: ChainNamespace
  events: Emitter<ConnectorEvents>
  sessions: SessionSet
  marker: SessionMarkerStore
  facets: ReturnType<typeof createNamespaceFacets>
  client: ClientLoader
  pairing: ReturnType<typeof createPairingFlow>
  /** The stored sessions' load under way; callers at the same time share it. */
  restoring: Promise<void> | undefined
}
