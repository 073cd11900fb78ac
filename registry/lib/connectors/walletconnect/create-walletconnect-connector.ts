import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import { toHexChainId } from '@/registry/lib/connectors/eip1193-schemas'
import { ProviderUndefinedError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import type { ConnectResult, ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/types'
import { parseEventAccounts, parseEventChainId, pickApprovedNetwork } from '@/registry/lib/connectors/walletconnect/active-networks'
import type { AppMetadata, WalletConnectClient, WalletConnectClientEvent } from '@/registry/lib/connectors/walletconnect/client'
import {
  WALLETCONNECT_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_NAME,
  WALLETCONNECT_ICON,
} from '@/registry/lib/connectors/walletconnect/constants'
import { endSessions } from '@/registry/lib/connectors/walletconnect/end-sessions'
import { findStoredSession, findStoredSessions } from '@/registry/lib/connectors/walletconnect/find-stored-session'
import { loadSignClient } from '@/registry/lib/connectors/walletconnect/load-sign-client'
import { buildProposalNamespaces } from '@/registry/lib/connectors/walletconnect/namespaces'
import { createNamespaceFacets } from '@/registry/lib/connectors/walletconnect/namespace-facets'
import { requestNamespace } from '@/registry/lib/connectors/walletconnect/namespace-requests'
import { createPairingFlow } from '@/registry/lib/connectors/walletconnect/pairing-flow'
import { requestThroughSession } from '@/registry/lib/connectors/walletconnect/request-through-session'
import { sessionAddresses, sessionChains, sessionMethods, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'
import { createSessionMarker, markerOf } from '@/registry/lib/connectors/walletconnect/session-marker'
import { createSessionSet } from '@/registry/lib/connectors/walletconnect/session-set'
import type { WalletConnectConnector, WalletConnectConnectorOptions } from '@/registry/lib/connectors/walletconnect/connector-types'
import { logger } from '@/registry/lib/logger/logger'

export type { WalletConnectConnector, WalletConnectConnectorOptions } from '@/registry/lib/connectors/walletconnect/connector-types'

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
 * namespace their method names (`solana_`, `bip122_`, `polkadot_`, else eip155), through the
 * session serving it: `connectNamespace` pairs a further wallet for a namespace the first session
 * lacks, disconnect() ends every session and `disconnectNamespace` only what serves one namespace.
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
  let restoring: Promise<void> | undefined
  const sessions = createSessionSet(options.networks)
  // The host's first network is the kit's default one: its namespace is where the session's account shows first.
  const primary: ChainNamespace = options.networks[0]?.chainNamespace ?? 'eip155'
  const { emitterOf, emitDisconnect, namespaceConnector, scopedConnector } = createNamespaceFacets(primary, events, () => connector)

  function getClient(): Promise<WalletConnectClient> {
    clientPromise ??= load({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      verifyUrl: options.verifyUrl,
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

  const sessionAccount = (namespace: ChainNamespace): ConnectResult | undefined => sessions.account(namespace)

  // The connection records this connector's account under `chain`, so it must be of that namespace:
  // a session without one (a wallet that approved only the host's other namespaces) is refused.
  function accountOn(namespace: ChainNamespace): ConnectResult {
    const result = sessionAccount(namespace)
    if (!result)
      throw new ProviderUndefinedError({ details: `The WalletConnect session holds no ${namespace} account on a configured network` })
    return result
  }

  function remember(): void {
    const next = markerOf(sessions, primary)
    if (next) marker.set(next)
    else marker.clear()
  }

  function adopt(next: WalletConnectSession, wanted?: { namespace: ChainNamespace; chainId: number | string | undefined }): void {
    sessions.adopt(next, wanted)
    remember()
    // The asked-for account, else any the session serves: a session for another namespace alone is announced too,
    // since the 'connect' listeners bring the other namespaces' accounts into the connection.
    const served = chainNamespaces.filter((namespace) => sessions.of(namespace)?.topic === next.topic)
    const result = sessionAccount(wanted?.namespace ?? primary) ?? served.map(sessionAccount).find((each) => each !== undefined)
    if (result) events.emit('connect', result)
  }

  const pairing = createPairingFlow({
    getClient,
    namespaces: (scope) =>
      buildProposalNamespaces(scope ? options.networks.filter((network) => network.chainNamespace === scope) : options.networks),
    onUri: (uri) => events.emit('message', { type: 'display_uri', data: uri }),
    settle: (next, chainId, scope) => {
      const namespace = scope ?? primary
      sessions.claim(namespace)
      adopt(next, { namespace, chainId })
      return accountOn(namespace)
    },
  })

  // A session ended by the wallet (or expired): the namespaces it served are disconnected, the others stay.
  function endSession(topic: string): void {
    const served = sessions.remove(topic)
    remember()
    if (!sessions.all().length) return emitDisconnect()
    for (const namespace of served) emitterOf(namespace).emit('disconnect')
  }

  function onClientEvent(event: WalletConnectClientEvent): void {
    const session = sessions.byTopic(event.topic)
    if (!session) return
    if (event.type === 'session_delete' || event.type === 'session_expire') return endSession(event.topic)
    if (event.type === 'session_update') {
      void clientPromise?.then((client) => {
        const updated = findStoredSession(client, event.topic)
        if (updated?.topic !== event.topic) return
        const servedPrimary = sessions.of(primary)?.topic === event.topic
        adopt(updated)
        const result = sessionAccount(primary)
        if (servedPrimary && result) events.emit('accountsChanged', result.accounts)
        // Otherwise the wallet narrowed the session to chains this app does not configure.
        else if (servedPrimary) logger.warn('WalletConnect session update left no usable account')
      })
      return
    }
    const namespace = chainNamespaces.find((each) => event.chainId.startsWith(`${each}:`)) ?? 'eip155'
    if (sessions.of(namespace)?.topic !== event.topic) return
    if (event.name === 'chainChanged') {
      const chainId = parseEventChainId(event.data)
      const network = chainId === undefined ? undefined : pickApprovedNetwork(session, options.networks, namespace, chainId)
      if (!network || String(network.id) !== chainId || network === sessions.network(namespace)) return
      sessions.setNetwork(network)
      if (namespace === primary) remember()
      emitterOf(namespace).emit('chainChanged', network.id)
    } else if (event.name === 'accountsChanged' || event.name === 'bip122_addressesChanged') {
      const accounts = parseEventAccounts(event.data)
      if (accounts.length) emitterOf(namespace).emit('accountsChanged', accounts)
    }
  }

  /** Loads the stored sessions the marker lists (once; callers at the same time share the load). */
  async function restoreSessions(): Promise<void> {
    if (sessions.all().length) return
    const stored = marker.get()
    // Nothing was connected: do not pay for importing sign-client.
    if (!clientPromise && !stored) return
    restoring ??= (async () => {
      const found = findStoredSessions(await getClient(), stored?.topics ?? (stored ? [stored.topic] : []))
      if (!found.length) return marker.clear()
      for (const namespace of stored?.released ?? []) sessions.release(namespace)
      for (const session of found)
        adopt(session, session.topic === stored?.topic ? { namespace: primary, chainId: stored.chainId } : undefined)
    })().finally(() => (restoring = undefined))
    return restoring
  }

  async function restore(): Promise<ConnectResult | null> {
    await restoreSessions()
    return sessionAccount(primary) ?? null
  }

  async function connectNamespace(namespace: ChainNamespace, chainId?: number | string | undefined): Promise<ConnectResult> {
    await restoreSessions()
    // A namespace disconnected alone comes back from the held session that still approved it, like
    // any namespace a held session approved: its account is used, no new pairing.
    if (sessions.claim(namespace)) remember()
    return sessionAccount(namespace) ?? pairing.run(chainId, namespace)
  }

  /**
   * Disconnects one namespace: its session ends with the wallet unless it also serves another
   * namespace (one pairing approved EVM and Bitcoin). Then it stays, so the other account keeps
   * signing (disconnecting Bitcoin is not disconnecting EVM), and only stops serving this one, also
   * after a reload (the marker lists it); it ends with its last namespace, or with disconnect().
   */
  async function disconnectNamespace(namespace: ChainNamespace): Promise<void> {
    const topic = sessions.of(namespace)?.topic
    if (!topic) return
    if (sessions.served(topic).length > 1) sessions.release(namespace)
    else {
      sessions.remove(topic)
      if (!sessions.all().length) pairing.cancel()
      await endSessions(await clientPromise, [topic])
    }
    remember()
    emitterOf(namespace).emit('disconnect')
  }

  async function request(args: RequestArguments): Promise<unknown> {
    await restoreSessions()
    if (!sessions.all().length) throw new ProviderUndefinedError({ details: 'No WalletConnect session' })
    if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return sessionAccount('eip155')?.accounts ?? []
    const evm = sessions.network('eip155')
    if (args.method === 'eth_chainId' && evm) return toHexChainId(evm.id)
    const namespace = requestNamespace(args.method)
    const network = sessions.network(namespace)
    const current = sessions.of(namespace)
    if (!network || !current) throw new ChainNotSupportedError({ details: `The session approved no network for ${args.method}` })
    const client = await getClient()
    const [account] = sessionAddresses(current, network.caipNetworkId)
    // The 'wallet_request' message lets a phone bring the wallet app to the front (mobile hand-off).
    const onWalletRequest = () => events.emit('message', { type: 'wallet_request', data: args.method })
    return requestThroughSession(
      client,
      { topic: current.topic, network, sessionMethods: sessionMethods(current, network.chainNamespace), account, onWalletRequest },
      args,
    )
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
      await restoreSessions()
      // Sessions held for other namespaces stay; a new pairing asks for this namespace alone.
      if (sessions.all().length) return connectNamespace(primary, parameters.chainId)
      return pairing.run(parameters.chainId, undefined)
    },
    async disconnect() {
      pairing.cancel()
      const ended = sessions.clear()
      marker.clear()
      if (ended.length)
        await endSessions(
          await clientPromise,
          ended.map((session) => session.topic),
        )
      emitDisconnect()
    },
    disconnectNamespace() {
      return disconnectNamespace(primary)
    },
    async getAccounts() {
      return (await restore())?.accounts ?? []
    },
    async getChainId() {
      await restoreSessions()
      return accountOn(primary).chainId
    },
    async switchChain(network) {
      const current = sessions.of(network.chainNamespace)
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
      sessions.setNetwork(network)
      if (network.chainNamespace === primary) remember()
      emitterOf(network.chainNamespace).emit('chainChanged', network.id)
    },
    request,
    getPairingUri: pairing.uri,
    cancelConnect: pairing.cancel,
    restore,
    getSession: () => sessions.of(primary) ?? sessions.all()[0],
    getSessions: () => sessions.all(),
    sessionNamespaces: () => chainNamespaces.filter((namespace) => namespace !== primary && sessionAccount(namespace) !== undefined),
    sessionAccount,
    namespaceConnector,
    connectNamespace,
    disconnectNamespaceOf: disconnectNamespace,
    scopedConnector,
  }
  return connector
}
