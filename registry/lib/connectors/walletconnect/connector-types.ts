import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { ConnectResult, Connector, RequestArguments } from '@/registry/lib/connectors/connector-interface'
import type { AppMetadata, LoadWalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import type { WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'
import type { MarkerStorage } from '@/registry/lib/connectors/walletconnect/session-marker'

/** The options and the shape of the WalletConnect connector (create-walletconnect-connector builds it). */

export type WalletConnectConnectorOptions = {
  projectId: string
  /** The relay's WebSocket URL: the local devnet relay in development, wss://relay.walletconnect.org in production. */
  relayUrl: string
  /** WalletConnect's Verify API (the devnet stand-in in development); sign-client's own default when omitted. */
  verifyUrl?: string | undefined
  networks: readonly Network[]
  metadata?: AppMetadata | undefined
  /** sign-client key-value storage (IndexedDB in a browser when omitted). */
  storage?: unknown
  customStoragePrefix?: string | undefined
  telemetryEnabled?: boolean | undefined
  imageUrl?: string | undefined
  /** Where the session marker lives; localStorage by default. */
  markerStorage?: (() => MarkerStorage | undefined) | undefined
  /** Replaces the sign-client import (tests). */
  loadClient?: LoadWalletConnectClient | undefined
}

export type WalletConnectConnector = Connector & {
  type: 'WALLET_CONNECT'
  /** The URI a QR should show now, while a pairing is pending. */
  getPairingUri(): string | undefined
  /** Stops refreshing the pairing and rejects the pending connect (the user left the view). */
  cancelConnect(): void
  /** Restores a stored session without prompting; null when there is none. */
  restore(): Promise<ConnectResult | null>
  /** The session serving the connector's own namespace, else the first one held. */
  getSession(): WalletConnectSession | undefined
  /** Every session held: one usually, more when a wallet was paired for one namespace (connectNamespace). */
  getSessions(): readonly WalletConnectSession[]
  request(args: RequestArguments): Promise<unknown>
  /** The namespaces other than `chain` on which the session holds an account of a configured network. */
  sessionNamespaces(): ChainNamespace[]
  /** The session's account on a namespace's approved network; undefined when it holds none. */
  sessionAccount(namespace: ChainNamespace): ConnectResult | undefined
  /** The same session seen as a connector of another namespace (what the connection records for it). */
  namespaceConnector(namespace: ChainNamespace): Connector
  /**
   * An account on `namespace` alone: the one a held session already has there, else a new pairing
   * proposing only that namespace, whose session is kept beside the others (the scoped Connect).
   */
  connectNamespace(namespace: ChainNamespace, chainId?: number | string | undefined): Promise<ConnectResult>
  /** Disconnects `namespace` alone (see disconnect-namespace.ts). */
  disconnectNamespaceOf(namespace: ChainNamespace): Promise<void>
  /** A connector whose connect() is connectNamespace(namespace): what the scoped Connect connects. */
  scopedConnector(namespace: ChainNamespace): Connector
}
