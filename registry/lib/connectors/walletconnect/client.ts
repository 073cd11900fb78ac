import type { ProposalNamespaces } from '@/registry/lib/connectors/walletconnect/namespaces'

export type AppMetadata = { name: string; description: string; url: string; icons: string[] }

/** What the connector needs from sign-client; `loadSignClient` adapts the real one to it. */
export type WalletConnectClient = {
  connect(namespaces: ProposalNamespaces): Promise<{ uri: string; approval: () => Promise<unknown> }>
  /** Raw stored sessions; the connector parses them. */
  sessions(): unknown[]
  request(topic: string, chainId: string, request: { method: string; params?: unknown }): Promise<unknown>
  disconnect(topic: string): Promise<void>
  /** Wallet-side events, each with the session topic they concern. */
  onEvent(listener: (event: WalletConnectClientEvent) => void): void
  close(): Promise<void>
}

export type WalletConnectClientEvent =
  | { type: 'session_event'; topic: string; chainId: string; name: string; data: unknown }
  | { type: 'session_update'; topic: string }
  | { type: 'session_delete'; topic: string }
  | { type: 'session_expire'; topic: string }

export type SignClientOptions = {
  projectId: string
  relayUrl: string
  /** The Verify API's base URL (`https://verify.walletconnect.org` in production). */
  verifyUrl?: string | undefined
  metadata: AppMetadata
  /** sign-client's key-value storage; IndexedDB in a browser when omitted. */
  storage?: unknown
  customStoragePrefix?: string | undefined
  telemetryEnabled?: boolean | undefined
}

export type LoadWalletConnectClient = (options: SignClientOptions) => Promise<WalletConnectClient>
