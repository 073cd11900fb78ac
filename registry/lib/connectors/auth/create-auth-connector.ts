import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import { choosePreferredAccount, smartAccountNetworks } from '@/registry/lib/connectors/auth/auth-account-type'
import { createAuthContext, type AuthConnectorParameters } from '@/registry/lib/connectors/auth/auth-context'
import { readAuthChainId, switchAuthChain } from '@/registry/lib/connectors/auth/auth-evm-chain'
import { requestAuthEvm } from '@/registry/lib/connectors/auth/auth-evm-request'
import { isAuthConnected, signOutAuth } from '@/registry/lib/connectors/auth/auth-sign-out'
import { createAuthSolanaConnector } from '@/registry/lib/connectors/auth/auth-solana-connector'
import { authUserOf } from '@/registry/lib/connectors/auth/auth-user'
import { connectAuth, connectSocialAuth } from '@/registry/lib/connectors/auth/connect-auth'
import { createEmailActions } from '@/registry/lib/connectors/auth/email-actions'
import { safeRpcMethods } from '@/registry/lib/connectors/auth/rpc-methods'
import type { Connector, RequestArguments } from '@/registry/lib/connectors/connector-interface'
import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'
import { setSocialUsername } from '@/registry/lib/storage/social-username'

export type { AuthConnectorParameters } from '@/registry/lib/connectors/auth/auth-context'

/**
 * The embedded wallet as a Connector of type AUTH: e-mail, social and Farcaster login through the
 * secure frame, and an EIP-1193 `request` that asks for approval before anything is signed. Each
 * step is an action of its own file; they share one context (auth-context).
 *
 * @example
 * const auth = createAuthConnector({ frame: { projectId, chainId: 'eip155:1', secureSiteOrigin }, networks, approve })
 * await auth.connectEmail('me@example.com'); await auth.connectOtp('123456'); await auth.connect()
 */
export function createAuthConnector(parameters: AuthConnectorParameters) {
  const context = createAuthContext(parameters)
  const { frame, storage, events } = context
  const connect = (options?: { chainId?: number | string | undefined }) => connectAuth(context, options)
  const disconnect = () => signOutAuth(context, solana.events)
  const isConnected = () => isAuthConnected(context)
  const request = (args: RequestArguments) => requestAuthEvm(context, args)

  const solana = createAuthSolanaConnector({
    frame,
    networks: parameters.networks.filter((n) => n.chainNamespace === 'solana'),
    approve: parameters.approve,
    onNotice: parameters.onNotice,
    onRequestSettled: parameters.onRequestSettled,
    user: (user) => authUserOf(context, user),
    signOut: () => disconnect(),
  })

  const connector: Connector = {
    id: AUTH_CONNECTOR_ID,
    name: 'Email and socials',
    type: 'AUTH',
    chain: 'eip155',
    events,
    provider: { request },
    connect,
    disconnect,
    getAccounts: async () => (context.address ? [context.address] : []),
    // On reload the frame may still hold the session: a yes from IS_CONNECTED restores it by GET_USER, with no prompt.
    resume: async () => ((await isConnected()) ? connect() : undefined),
    getChainId: () => readAuthChainId(context),
    switchChain: (network) => switchAuthChain(context, network),
    request,
  }

  return {
    ...connector,
    frame,
    /** The same wallet's Solana account (SPEC §1: the embedded wallet serves solana too), connected after this side. */
    solana,
    ...createEmailActions({ frame, storage, now: context.now, connect }),
    getSocialRedirectUri: (provider: AppPayload<'GET_SOCIAL_REDIRECT_URI'>['provider']) =>
      frame.request('GET_SOCIAL_REDIRECT_URI', { provider }),
    connectSocial(uri: string) {
      return connectSocialAuth(context, uri)
    },
    getFarcasterUri: () => frame.request('GET_FARCASTER_URI', undefined),
    async connectFarcaster() {
      const { userName } = await frame.request('CONNECT_FARCASTER', undefined)
      setSocialUsername(userName, storage)
      return connect()
    },
    isConnected,
    setPreferredAccount(type: string) {
      return choosePreferredAccount(context, type)
    },
    getSmartAccountEnabledNetworks: () => smartAccountNetworks(context),
    /** SPEC §2: leaving the Farcaster view abandons its link; the waiting requests end. */
    resetFarcasterLink(): void {
      frame.abortPending((pending) => pending.name !== 'CONNECT_FARCASTER' && pending.name !== 'GET_FARCASTER_URI')
    },
    /** Asks the frame to drop its in-progress login state (sent 100 ms after leaving Farcaster). */
    reload: () => frame.request('RELOAD', undefined).then(() => undefined),
    /** SPEC §4: aborts every open request except the safe read-only ones. */
    rejectPendingRequests(): void {
      frame.abortPending((pending) => pending.name === 'RPC_REQUEST' && safeRpcMethods.has((pending.payload as { method: string }).method))
      // Tell the frame too, so it drops work whose answer nobody waits for any more.
      frame.request('RPC_ABORT', undefined).catch(() => undefined)
    },
  }
}

export type AuthConnector = ReturnType<typeof createAuthConnector>
