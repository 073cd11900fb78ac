import type { Network } from '@/registry/lib/chains/types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
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
import { createPairingFlow } from '@/registry/lib/connectors/walletconnect/pairing-flow'
import { requestThroughSession } from '@/registry/lib/connectors/walletconnect/request-through-session'
import { sessionChains, sessionMethods, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'
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
  let evmNetwork: Network | undefined
  let solanaNetwork: Network | undefined

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

  function currentResult(): ConnectResult {
    const result = session && (sessionResult(session, evmNetwork) ?? sessionResult(session, solanaNetwork))
    if (!result) throw new ProviderUndefinedError({ details: 'No WalletConnect session account on a configured network' })
    return result
  }

  function adopt(next: WalletConnectSession, wantedChainId: number | string | undefined): ConnectResult {
    session = next
    evmNetwork = pickApprovedNetwork(next, options.networks, 'eip155', wantedChainId)
    solanaNetwork = pickApprovedNetwork(next, options.networks, 'solana', wantedChainId)
    const result = currentResult()
    marker.set({ topic: next.topic, chainId: result.chainId })
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
      events.emit('disconnect')
      return
    }
    if (event.type === 'session_update') {
      void clientPromise?.then((client) => {
        const updated = findStoredSession(client, event.topic)
        if (updated?.topic !== event.topic) return
        try {
          events.emit('accountsChanged', adopt(updated, evmNetwork?.id).accounts)
        } catch (error) {
          // The wallet narrowed the session to chains this app does not configure.
          logger.warn('WalletConnect session update left no usable account', error)
        }
      })
      return
    }
    if (event.name === 'chainChanged') {
      const chainId = parseEventChainId(event.data)
      const namespace = event.chainId.startsWith('solana:') ? 'solana' : 'eip155'
      const network = chainId === undefined ? undefined : pickApprovedNetwork(session, options.networks, namespace, chainId)
      if (!network || String(network.id) !== chainId || network === (namespace === 'eip155' ? evmNetwork : solanaNetwork)) return
      if (namespace === 'eip155') evmNetwork = network
      else solanaNetwork = network
      marker.set({ topic: session.topic, chainId: network.id })
      events.emit('chainChanged', network.id)
    } else if (event.name === 'accountsChanged') {
      const accounts = parseEventAccounts(event.data)
      if (accounts.length) events.emit('accountsChanged', accounts)
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
    const active = session
    if (!active) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
    if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return currentResult().accounts
    if (args.method === 'eth_chainId' && evmNetwork) return toHexChainId(evmNetwork.id)
    const network = args.method.startsWith('solana_') ? solanaNetwork : evmNetwork
    if (!network) throw new ChainNotSupportedError({ details: `The session approved no network for ${args.method}` })
    const client = await getClient()
    return requestThroughSession(client, { topic: active.topic, network, sessionMethods: sessionMethods(active, network.chainNamespace) }, args)
  }

  const connector: WalletConnectConnector = {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: WALLETCONNECT_CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain: 'eip155',
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
      const active = session
      forget()
      if (active && clientPromise) {
        try {
          await (await clientPromise).disconnect(active.topic)
        } catch (error) {
          // The wallet may already have ended it; locally the session is gone either way.
          logger.warn('WalletConnect disconnect failed', error)
        }
      }
      events.emit('disconnect')
    },
    async getAccounts() {
      return (await restore())?.accounts ?? []
    },
    async getChainId() {
      await restore()
      return currentResult().chainId
    },
    async switchChain(network) {
      const active = session
      if (!active) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
      if (!sessionChains(active, network.chainNamespace).includes(network.caipNetworkId)) {
        throw new ChainNotSupportedError({ details: `The wallet did not approve ${network.caipNetworkId}` })
      }
      if (network.chainNamespace === 'eip155' && sessionMethods(active, 'eip155').includes('wallet_switchEthereumChain')) {
        try {
          await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(network.id) }] })
        } catch (error) {
          // The chain is approved in the session, so the dapp may address it even if the wallet's UI stays put.
          logger.warn('wallet_switchEthereumChain through the session failed; switching within the session', error)
        }
      }
      if (network.chainNamespace === 'solana') solanaNetwork = network
      else evmNetwork = network
      marker.set({ topic: active.topic, chainId: network.id })
      events.emit('chainChanged', network.id)
    },
    request,
    getPairingUri: pairing.uri,
    cancelConnect: pairing.cancel,
    restore,
    getSession: () => session,
  }
  return connector
}
