import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/caip-types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import type { ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { accountOn } from '@/registry/lib/connectors/walletconnect/account-on'
import { adoptSession } from '@/registry/lib/connectors/walletconnect/adopt-session'
import { createClientLoader } from '@/registry/lib/connectors/walletconnect/client-loader'
import { connectNamespace } from '@/registry/lib/connectors/walletconnect/connect-namespace'
import type { WalletConnectConnector, WalletConnectConnectorOptions } from '@/registry/lib/connectors/walletconnect/connector-types'
import {
  WALLETCONNECT_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_NAME,
  WALLETCONNECT_ICON,
} from '@/registry/lib/connectors/walletconnect/walletconnect-constants'
import { disconnectNamespace } from '@/registry/lib/connectors/walletconnect/disconnect-namespace'
import { endSessions } from '@/registry/lib/connectors/walletconnect/end-sessions'
import { createNamespaceFacets } from '@/registry/lib/connectors/walletconnect/namespace-facets'
import { buildProposalNamespaces } from '@/registry/lib/connectors/walletconnect/namespaces'
import { onClientEvent } from '@/registry/lib/connectors/walletconnect/on-client-event'
import { createPairingFlow } from '@/registry/lib/connectors/walletconnect/pairing-flow'
import { restoreSessions } from '@/registry/lib/connectors/walletconnect/restore-sessions'
import { routeRequest } from '@/registry/lib/connectors/walletconnect/route-request'
import { createSessionMarker } from '@/registry/lib/connectors/walletconnect/session-marker'
import { createSessionSet } from '@/registry/lib/connectors/walletconnect/session-set'
import { switchSessionChain } from '@/registry/lib/connectors/walletconnect/switch-session-chain'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'

export type { WalletConnectConnector, WalletConnectConnectorOptions } from '@/registry/lib/connectors/walletconnect/connector-types'

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
 * Each of these is an action of its own file; they share one context (walletconnect-context).
 *
 * @example
 * const connector = createWalletConnectConnector({ projectId, relayUrl, networks })
 * connector.events.on('message', ({ type, data }) => type === 'display_uri' && showQr(data))
 * await connector.connect()
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const events = createEmitter<ConnectorEvents>()
  // The host's first network is the kit's default one: its namespace is where the session's account shows first.
  const primary: ChainNamespace = options.networks[0]?.chainNamespace ?? 'eip155'
  const sessions = createSessionSet(options.networks)
  const client = createClientLoader(options, (event) => onClientEvent(context, event))
  const context: WalletConnectContext = {
    options,
    primary,
    events,
    sessions,
    marker: createSessionMarker(options.markerStorage),
    facets: createNamespaceFacets(primary, events, () => connector),
    client,
    pairing: createPairingFlow({
      getClient: client.get,
      namespaces: (scope) =>
        buildProposalNamespaces(scope ? options.networks.filter((network) => network.chainNamespace === scope) : options.networks),
      onUri: (uri) => events.emit('message', { type: 'display_uri', data: uri }),
      settle: (session, chainId, scope) => {
        const namespace = scope ?? primary
        sessions.claim(namespace)
        adoptSession(context, { session, wanted: { namespace, chainId } })
        return accountOn(context, namespace)
      },
    }),
    restoring: undefined,
  }
  const { pairing, facets } = context

  const restore = async () => {
    await restoreSessions(context)
    return sessions.account(primary) ?? null
  }
  const request = (args: RequestArguments) => routeRequest(context, args)

  const connector: WalletConnectConnector = {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: WALLETCONNECT_CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain: primary,
    imageUrl: options.imageUrl ?? WALLETCONNECT_ICON,
    events,
    provider: { request },
    async connect(parameters = {}) {
      await restoreSessions(context)
      // Sessions held for other namespaces stay; a new pairing asks for this namespace alone.
      if (sessions.all().length) return connectNamespace(context, { namespace: primary, chainId: parameters.chainId })
      return pairing.run(parameters.chainId, undefined)
    },
    async disconnect() {
      pairing.cancel()
      const ended = sessions.clear()
      context.marker.clear()
      if (ended.length)
        await endSessions(
          await client.loaded(),
          ended.map((session) => session.topic),
        )
      facets.emitDisconnect()
    },
    disconnectNamespace: () => disconnectNamespace(context, primary),
    async getAccounts() {
      return (await restore())?.accounts ?? []
    },
    async getChainId() {
      await restoreSessions(context)
      return accountOn(context, primary).chainId
    },
    switchChain: (network) => switchSessionChain(context, network),
    request,
    getPairingUri: pairing.uri,
    cancelConnect: pairing.cancel,
    restore,
    getSession: () => sessions.of(primary) ?? sessions.all()[0],
    getSessions: () => sessions.all(),
    sessionNamespaces: () => chainNamespaces.filter((namespace) => namespace !== primary && sessions.account(namespace) !== undefined),
    sessionAccount: (namespace) => sessions.account(namespace),
    namespaceConnector: facets.namespaceConnector,
    connectNamespace: (namespace, chainId) => connectNamespace(context, { namespace, chainId }),
    disconnectNamespaceOf: (namespace) => disconnectNamespace(context, namespace),
    scopedConnector: facets.scopedConnector,
  }
  return connector
}
