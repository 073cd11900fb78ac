import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/types'
import type { Network } from '@/registry/lib/chains/types'
import { createEmitter, type Emitter } from '@/registry/lib/connectors/emitter'
import { toHexChainId } from '@/registry/lib/connectors/eip1193-schemas'
import { ProviderUndefinedError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import type { ConnectResult, Connector, ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/types'
import { parseEventAccounts, parseEventChainId, pickApprovedNetwork, sessionResult } from '@/registry/lib/connectors/walletconnect/active-networks'
import type { AppMetadata, LoadWalletConnectClient, WalletConnectClient, WalletConnectClientEvent } from '@/registry/lib/connectors/walletconnect/client'
import { WALLETCONNECT_CONNECTOR_ID, WALLETCONNECT_CONNECTOR_NAME, WALLETCONNECT_ICON } from '@/registry/lib/connectors/walletconnect/constants'
import { findStoredSession } from '@/registry/lib/connectors/walletconnect/find-stored-session'
import { loadSignClient } from '@/registry/lib/connectors/walletconnect/load-sign-client'
import { buildProposalNamespaces } from '@/registry/lib/connectors/walletconnect/namespaces'
import { createNamespaceConnector } from '@/registry/lib/connectors/walletconnect/namespace-connector'
import { requestNamespace } from '@/registry/lib/connectors/walletconnect/namespace-requests'
import { createPairingFlow } from '@/registry/lib/connectors/walletconnect/pairing-flow'
import { requestThroughSession } from '@/registry/lib/connectors/walletconnect/request-through-session'
import { sessionAddresses, sessionChains, sessionMethods, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'
import { createSessionMarker, type MarkerStorage } from '@/registry/lib/connectors/walletconnect/session-marker'
import { logger } from '@/registry/lib/logger/logger'

export type WalletConnectConnectorOptions = {
  projectId: string
  /** The relay's WebSocket URL: the local devnet relay in development, wss://relay.walletconnect.org in production. */
  relayUrl: string
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
  getSession(): WalletConnectSession | undefined
  request(args: RequestArguments): Promise<unknown>
  /** The namespaces other than `chain` on which the session holds an account of a configured network. */
  sessionNamespaces(): ChainNamespace[]
  /** The session's account on a namespace's approved network; undefined when it holds none. */
  sessionAccount(namespace: ChainNamespace): ConnectResult | undefined
  /** The same session seen as a connector of another namespace (what the connection records for it). */
  namespaceConnector(namespace: ChainNamespace): Connector
}

const defaultMetadata = (): AppMetadata => {
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return { name: 'walletkit', description: 'walletkit', url, icons: [] }
}

/**
 * The WalletConnect connector (SPEC §3 type WALLET_CONNECT) on @walletconnect/sign-client, which
 * it imports only when a pairing starts or a stored session must be restored. Pending pairing
 * URIs are announced as `message` events `{ type: 'display_uri', data: uri }` and replaced by a
 * fresh one when they count as expired (SPEC §4).
 *
 * One session may carry several namespaces (eip155, solana, bip122, polkadot). The connector's
 * `chain` is the namespace of the first configured network; its account is what connect() returns.
 * Accounts on the other namespaces are read with `sessionAccount` and reached through
 * `namespaceConnector`; a `connect` event follows each adopted session. Requests go to the
 * namespace their method names (`solana_`, `bip122_`, `polkadot_`, else eip155).
 *
 * @example
 * const connector = createWalletConnectConnector({ projectId, relayUrl, networks })
 * connector.events.on('message', ({ type, data }) => type === 'display_uri' && showQr(data))
 * await connector.connect()
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const events = createEmitter<ConnectorEvents>()
  const marker = createSessionMarker(options.markerStorage)
  const load = options.loadClient ?? loadSignClient
  let clientPromise: Promise<WalletConnectClient> | undefined
  let session: WalletConnectSession | undefined
  // The network each namespace addresses within the session.
  const active: Partial<Record<ChainNamespace, Network>> = {}
  // The host's first network is the kit's default one: its namespace is where the session's account shows first.
  const primary: ChainNamespace = options.networks[0]?.chainNamespace ?? 'eip155'
  const emitters = new Map<ChainNamespace, Emitter<ConnectorEvents>>([[primary, events]])
  const emitterOf = (namespace: ChainNamespace): Emitter<ConnectorEvents> => {
    let emitter = emitters.get(namespace)
    if (!emitter) emitters.set(namespace, (emitter = createEmitter<ConnectorEvents>()))
    return emitter
  }
  const emitDisconnect = (): void => emitters.forEach((emitter) => emitter.emit('disconnect'))

  function getClient(): Promise<WalletConnectClient> {
    clientPromise ??= load({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata ?? defaultMetadata(),
      storage: options.storage,
      customStoragePrefix: options.customStoragePrefix,
      telemetryEnabled: options.telemetryEnabled,
    }).then((client) => {
      client.onEvent(onClientEvent)
      return client
    })
    clientPromise.catch(() => (clientPromise = undefined))
    return clientPromise
  }

  const sessionAccount = (namespace: ChainNamespace): ConnectResult | undefined => (session ? sessionResult(session, active[namespace]) : undefined)

  // The connection records this connector's account under `chain`, so it must be of that namespace:
  // a session without one (a wallet that approved only the host's other namespaces) is refused.
  function currentResult(): ConnectResult {
    const result = sessionAccount(primary)
    if (!result) throw new ProviderUndefinedError({ details: `The WalletConnect session holds no ${primary} account on a configured network` })
    return result
  }

  function adopt(next: WalletConnectSession, wantedChainId: number | string | undefined): ConnectResult {
    session = next
    for (const namespace of chainNamespaces) {
      const picked = pickApprovedNetwork(next, options.networks, namespace, wantedChainId)
      if (picked) active[namespace] = picked
      else delete active[namespace]
    }
    const result = currentResult()
    marker.set({ topic: next.topic, chainId: result.chainId })
    events.emit('connect', result)
    return result
  }

  function forget(): void {
    session = undefined
    marker.clear()
  }

  const pairing = createPairingFlow({
    getClient,
    namespaces: () => buildProposalNamespaces(options.networks),
    onUri: (uri) => events.emit('message', { type: 'display_uri', data: uri }),
    settle: adopt,
  })

  function onClientEvent(event: WalletConnectClientEvent): void {
    if (!session || event.topic !== session.topic) return
    if (event.type === 'session_delete' || event.type === 'session_expire') {
      forget()
      emitDisconnect()
      return
    }
    if (event.type === 'session_update') {
      void clientPromise?.then((client) => {
        const updated = findStoredSession(client, event.topic)
        if (updated?.topic !== event.topic) return
        try {
          events.emit('accountsChanged', adopt(updated, active[primary]?.id).accounts)
        } catch (error) {
          // The wallet narrowed the session to chains this app does not configure.
          logger.warn('WalletConnect session update left no usable account', error)
        }
      })
      return
    }
    const namespace = chainNamespaces.find((each) => event.chainId.startsWith(`${each}:`)) ?? 'eip155'
    if (event.name === 'chainChanged') {
      const chainId = parseEventChainId(event.data)
      const network = chainId === undefined ? undefined : pickApprovedNetwork(session, options.networks, namespace, chainId)
      if (!network || String(network.id) !== chainId || network === active[namespace]) return
      active[namespace] = network
      if (namespace === primary) marker.set({ topic: session.topic, chainId: network.id })
      emitterOf(namespace).emit('chainChanged', network.id)
    } else if (event.name === 'accountsChanged' || event.name === 'bip122_addressesChanged') {
      const accounts = parseEventAccounts(event.data)
      if (accounts.length) emitterOf(namespace).emit('accountsChanged', accounts)
    }
  }

  async function restore(): Promise<ConnectResult | null> {
    if (session) return currentResult()
    const stored = marker.get()
    // Nothing was connected: do not pay for importing sign-client.
    if (!clientPromise && !stored) return null
    const found = findStoredSession(await getClient(), stored?.topic)
    if (!found) {
      forget()
      return null
    }
    return adopt(found, stored?.chainId)
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (!session) await restore()
    const current = session
    if (!current) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
    if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return currentResult().accounts
    const evm = active.eip155
    if (args.method === 'eth_chainId' && evm) return toHexChainId(evm.id)
    const network = active[requestNamespace(args.method)]
    if (!network) throw new ChainNotSupportedError({ details: `The session approved no network for ${args.method}` })
    const client = await getClient()
    const [account] = sessionAddresses(current, network.caipNetworkId)
    return requestThroughSession(client, { topic: current.topic, network, sessionMethods: sessionMethods(current, network.chainNamespace), account }, args)
  }

  const connector: WalletConnectConnector = {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: WALLETCONNECT_CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain: primary,
    imageUrl: options.imageUrl ?? WALLETCONNECT_ICON,
    events,
    provider: { request: (args: RequestArguments) => request(args) },
    async connect(parameters = {}) {
      if (session || marker.get()) {
        const restored = await restore()
        if (restored) return restored
      }
      return pairing.run(parameters.chainId)
    },
    async disconnect() {
      pairing.cancel()
      const ended = session
      forget()
      if (ended && clientPromise) {
        try {
          await (await clientPromise).disconnect(ended.topic)
        } catch (error) {
          // The wallet may already have ended it; locally the session is gone either way.
          logger.warn('WalletConnect disconnect failed', error)
        }
      }
      emitDisconnect()
    },
    async getAccounts() {
      return (await restore())?.accounts ?? []
    },
    async getChainId() {
      await restore()
      return currentResult().chainId
    },
    async switchChain(network) {
      const current = session
      if (!current) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
      if (!sessionChains(current, network.chainNamespace).includes(network.caipNetworkId)) {
        throw new ChainNotSupportedError({ details: `The wallet did not approve ${network.caipNetworkId}` })
      }
      if (network.chainNamespace === 'eip155' && sessionMethods(current, 'eip155').includes('wallet_switchEthereumChain')) {
        try {
          await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(network.id) }] })
        } catch (error) {
          // The chain is approved in the session, so the dapp may address it even if the wallet's UI stays put.
          logger.warn('wallet_switchEthereumChain through the session failed; switching within the session', error)
        }
      }
      active[network.chainNamespace] = network
      if (network.chainNamespace === primary) marker.set({ topic: current.topic, chainId: network.id })
      emitterOf(network.chainNamespace).emit('chainChanged', network.id)
    },
    request,
    getPairingUri: pairing.uri,
    cancelConnect: pairing.cancel,
    restore,
    getSession: () => session,
    sessionNamespaces: () => chainNamespaces.filter((namespace) => namespace !== primary && sessionAccount(namespace) !== undefined),
    sessionAccount,
    namespaceConnector,
  }
  const facets = new Map<ChainNamespace, Connector>([[primary, connector]])
  function namespaceConnector(namespace: ChainNamespace): Connector {
    const known = facets.get(namespace)
    if (known) return known
    const created = createNamespaceConnector(connector, namespace, emitterOf(namespace))
    facets.set(namespace, created)
    return created
  }
  return connector
}
