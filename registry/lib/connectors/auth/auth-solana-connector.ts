import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import type { Network } from '@/registry/lib/chains/chain-types'
import { authRequest, type AuthRequestHooks } from '@/registry/lib/connectors/auth/auth-request'
import { toFrameSolanaRequest } from '@/registry/lib/connectors/auth/solana-frame-requests'
import { createEmitter, type Emitter } from '@/registry/lib/connectors/emitter'
import type {
  ConnectedAccountDetails,
  ConnectResult,
  Connector,
  ConnectorEvents,
  RequestArguments,
} from '@/registry/lib/connectors/connector-interface'
import { InvalidWalletResponseError, ProviderUndefinedError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'

export type AuthSolanaConnectorParameters = AuthRequestHooks & {
  frame: FrameClient
  /** The kit's Solana networks: the account connects on these only. */
  networks: readonly Network[]
  /** Who is signed in (e-mail, social user name), as the eip155 side records it. */
  user: (reply: { email?: string | null | undefined; userName?: string | null | undefined }) => ConnectedAccountDetails['user']
  /** Signs the whole embedded wallet out (every namespace): what Disconnect means for an e-mail user. */
  signOut: () => Promise<void>
}

export type AuthSolanaConnector = Connector & { events: Emitter<ConnectorEvents>; chain: 'solana' }

/**
 * The embedded wallet's Solana account as a Connector on the solana namespace. It shares the eip155
 * auth connector's id, name and secure frame (the connectors store merges the two into one AUTH
 * entry, SPEC §4): one login, one account per namespace. GET_USER with a Solana chain id gives the
 * account; its requests go to the frame as RPC_REQUEST with chainNamespace solana and wait for the
 * frame's own confirmation like every unsafe request.
 *
 * @example
 * const solana = createAuthSolanaConnector({ frame, networks, approve, user, signOut })
 * kit.connection.addSessionAccount(solana, await solana.connect())
 */
export function createAuthSolanaConnector(parameters: AuthSolanaConnectorParameters): AuthSolanaConnector {
  const { frame } = parameters
  const events = createEmitter<ConnectorEvents>()
  let address: string | undefined
  let network: Network | undefined = parameters.networks[0]
  // Signed out (here or on the eip155 side, which emits this too): nothing is signed for that account any more.
  events.on('disconnect', () => {
    address = undefined
  })

  const networkOf = (chainId: number | string | undefined): Network | undefined =>
    chainId === undefined ? undefined : parameters.networks.find((n) => String(n.id) === String(chainId) || n.caipNetworkId === chainId)

  async function connect(options: { chainId?: number | string | undefined } = {}): Promise<ConnectResult> {
    const target = networkOf(options.chainId) ?? network
    if (!target) throw new ChainNotSupportedError({ details: 'no Solana network is configured for the embedded wallet' })
    const user = await frame.request('GET_USER', { chainId: target.caipNetworkId })
    network = target
    address = user.address
    const result: ConnectResult = {
      address: user.address,
      chainId: target.id,
      accounts: [user.address],
      details: { user: parameters.user(user), accountTypes: [{ address: user.address, type: 'eoa' }] },
    }
    events.emit('connect', result)
    return result
  }

  async function switchChain(next: Network): Promise<void> {
    if (!networkOf(next.id)) throw new ChainNotSupportedError({ details: `${next.caipNetworkId} is not an embedded-wallet network` })
    await frame.request('SWITCH_NETWORK', { chainId: next.caipNetworkId })
    network = next
    events.emit('chainChanged', next.id)
  }

  const request = (args: RequestArguments): Promise<unknown> => {
    if (!address || !network)
      return Promise.reject(new ProviderUndefinedError({ details: 'the embedded wallet has no Solana account connected' }))
    const { args: forwarded, reply } = toFrameSolanaRequest(args, address)
    const chainId = network.caipNetworkId
    return authRequest(
      {
        approve: parameters.approve,
        onNotice: parameters.onNotice,
        onRequestSettled: parameters.onRequestSettled,
        answerLocally: async () => [address],
        send: async (sent) => {
          const answer = await frame.request('RPC_REQUEST', {
            method: sent.method,
            params: sent.params,
            chainId,
            chainNamespace: 'solana',
          } as AppPayload<'RPC_REQUEST'>)
          const parsed = reply.safeParse(answer)
          if (!parsed.success) throw new InvalidWalletResponseError(sent.method, { cause: parsed.error })
          return parsed.data
        },
      },
      forwarded,
    )
  }

  return {
    id: AUTH_CONNECTOR_ID,
    name: 'Email and socials',
    type: 'AUTH',
    chain: 'solana',
    events,
    provider: { request },
    connect,
    // Disconnect signs the embedded wallet out, so no namespace keeps an account it can no longer sign for.
    disconnect: () => parameters.signOut(),
    // One namespace let go (the app's disconnect('solana')): the login and the eip155 account stay.
    async disconnectNamespace() {
      events.emit('disconnect')
    },
    getAccounts: async () => (address ? [address] : []),
    getChainId: async () => network?.id ?? '',
    switchChain,
    request,
  }
}
