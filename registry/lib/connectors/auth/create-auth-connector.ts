import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import type { Network } from '@/registry/lib/chains/types'
import { createAuthChains } from '@/registry/lib/connectors/auth/auth-chains'
import { authRequest, type AuthRequestHooks } from '@/registry/lib/connectors/auth/auth-request'
import { createAuthSolanaConnector } from '@/registry/lib/connectors/auth/auth-solana-connector'
import { createEmailActions } from '@/registry/lib/connectors/auth/email-actions'
import { safeRpcMethods } from '@/registry/lib/connectors/auth/rpc-methods'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import type { ConnectResult, Connector, ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/types'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { createFrameClient, type FrameClient, type FrameClientOptions } from '@/registry/lib/frame/create-frame-client'
import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'
import { clearLoginState } from '@/registry/lib/storage/clear-login-state'
import { getConnectedEmail, setConnectedEmail, setEmailLoginUsed, setLastEmailLoginTime } from '@/registry/lib/storage/email-login'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { setSmartAccountEnabledNetworks } from '@/registry/lib/storage/smart-account-networks'
import { getSocialUsername, setSocialUsername } from '@/registry/lib/storage/social-username'

export type AuthConnectorParameters = AuthRequestHooks & {
  /** The frame client, or the options to create one. */
  frame: FrameClient | FrameClientOptions
  /** SPEC §6: the auth connector works only on these networks (its eip155 ones; the solana ones are its Solana account's). */
  networks: readonly Network[]
  /** SPEC §1: the default EVM account type is smartAccount. */
  defaultAccountType?: 'smartAccount' | 'eoa' | undefined
  storage?: SafeStorage | undefined
  now?: (() => number) | undefined
}

type User = {
  address: string
  chainId: string | number
  email?: string | null | undefined
  userName?: string | null | undefined
  accounts?: ReadonlyArray<{ address: string; type: 'eoa' | 'smartAccount' }> | undefined
  preferredAccountType?: string | undefined
  smartAccountDeployed?: boolean | undefined
}

const accountTypeOf = (value: string | undefined): 'eoa' | 'smartAccount' | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined

/**
 * The embedded wallet as a Connector of type AUTH: e-mail, social and Farcaster login through the
 * secure frame, and an EIP-1193 `request` that asks for approval before anything is signed.
 *
 * @example
 * const auth = createAuthConnector({ frame: { projectId, chainId: 'eip155:1', secureSiteOrigin }, networks, approve })
 * await auth.connectEmail('me@example.com'); await auth.connectOtp('123456'); await auth.connect()
 */
export function createAuthConnector(parameters: AuthConnectorParameters) {
  const frame = 'request' in parameters.frame ? parameters.frame : createFrameClient(parameters.frame)
  const storage = parameters.storage ?? safeStorage
  const now = parameters.now ?? Date.now
  const events = createEmitter<ConnectorEvents>()
  let address: string | undefined
  let accountTypeSettled = false

  const { networkOf, lastEvmChain, reported, evmChain, rememberChain } = createAuthChains(parameters.networks, storage)
  const userOf = (user: { email?: string | null | undefined; userName?: string | null | undefined }) => ({
    email: user.email ?? getConnectedEmail(storage),
    username: user.userName ?? getSocialUsername(storage),
  })

  function recordUser(user: User): ConnectResult {
    address = user.address
    setEmailLoginUsed(true, storage)
    if (user.email) setConnectedEmail(user.email, storage)
    setLastEmailLoginTime(undefined, storage)
    if (user.userName) setSocialUsername(user.userName, storage)
    rememberChain(user.chainId)
    frame.setChainId(user.chainId)
    const chainId = toEvmChainNumber(user.chainId) ?? user.chainId
    const listed = user.accounts?.find((a) => a.address.toLowerCase() === user.address.toLowerCase())
    return {
      address: user.address,
      chainId,
      accounts: [user.address],
      details: {
        user: userOf(user),
        preferredAccountType: accountTypeOf(user.preferredAccountType) ?? listed?.type,
        smartAccountDeployed: user.smartAccountDeployed,
        accountTypes: user.accounts,
      },
    }
  }

  async function smartAccountNetworks(): Promise<number[]> {
    try {
      const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
      setSmartAccountEnabledNetworks(smartAccountEnabledNetworks, storage)
      return smartAccountEnabledNetworks
    } catch {
      setSmartAccountEnabledNetworks([], storage)
      return []
    }
  }

  // SPEC §4: once per session, move the account to the chain's default type; eoa if that fails.
  let smartAccountDeployed: boolean | undefined

  // API.md INIT_SMART_ACCOUNT: a smart account that becomes the preferred one before it exists
  // on chain is initialised by the frame (it answers with its address and whether it is deployed).
  async function initSmartAccount(type: string | undefined): Promise<void> {
    if (type !== 'smartAccount' || smartAccountDeployed === true) return
    const init = await frame.request('INIT_SMART_ACCOUNT', undefined).catch(() => undefined)
    if (init) smartAccountDeployed = init.isDeployed
  }

  async function settleAccountType(result: ConnectResult): Promise<ConnectResult> {
    if (accountTypeSettled) return result
    accountTypeSettled = true
    const enabled = await smartAccountNetworks()
    const wanted = parameters.defaultAccountType !== 'eoa' && enabled.includes(Number(result.chainId)) ? 'smartAccount' : 'eoa'
    const chosen = await frame
      .request('SET_PREFERRED_ACCOUNT', { type: wanted })
      .catch(() => frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined))
    smartAccountDeployed = result.details?.smartAccountDeployed
    await initSmartAccount(chosen?.type)
    const details = {
      ...result.details,
      preferredAccountType: accountTypeOf(chosen?.type) ?? result.details?.preferredAccountType,
      smartAccountDeployed,
    }
    if (!chosen || chosen.address === result.address) return { ...result, details }
    address = chosen.address
    events.emit('accountsChanged', [chosen.address])
    return { ...result, address: chosen.address, accounts: [chosen.address], details }
  }

  async function connect(options: { chainId?: number | string | undefined } = {}): Promise<ConnectResult> {
    const chainId = options.chainId ?? lastEvmChain() ?? frame.getChainId() ?? 1
    const user = await frame.request('GET_USER', {
      chainId: evmChain(chainId),
      preferredAccountType: parameters.defaultAccountType ?? 'smartAccount',
    })
    const result = await settleAccountType(recordUser(user))
    events.emit('connect', result)
    return result
  }

  async function disconnect(): Promise<void> {
    try {
      await frame.request('SIGN_OUT', undefined)
    } finally {
      clearLoginState(storage)
      address = undefined
      accountTypeSettled = false
      // The Solana account goes first, so the kit does not fall back to showing it for a moment.
      solana.events.emit('disconnect')
      events.emit('disconnect')
    }
  }

  async function switchChain(network: Network): Promise<void> {
    if (!networkOf(network.id)) throw new ChainNotSupportedError({ details: `${network.caipNetworkId} is not an auth-connector network` })
    const { chainId } = await frame.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
    rememberChain(chainId)
    events.emit('chainChanged', toEvmChainNumber(chainId) ?? chainId)
  }

  async function answerLocally(args: RequestArguments): Promise<unknown> {
    if (args.method === 'eth_chainId') return `0x${(toEvmChainNumber(frame.getChainId()) ?? 1).toString(16)}`
    if (args.method === 'wallet_switchEthereumChain') {
      const [target] = (Array.isArray(args.params) ? args.params : []) as Array<{ chainId?: string }>
      const network = target?.chainId ? networkOf(Number.parseInt(target.chainId, 16)) : undefined
      if (!network) throw new ChainNotSupportedError()
      await switchChain(network)
      return null
    }
    return address ? [address] : []
  }

  /** SPEC §4: a check that says no, or fails, clears the login keys. */
  async function isConnected(): Promise<boolean> {
    const connected = await frame.request('IS_CONNECTED', undefined).then(
      (r) => r.isConnected,
      () => false,
    )
    if (!connected) clearLoginState(storage)
    return connected
  }

  const request = (args: RequestArguments) =>
    authRequest(
      {
        approve: parameters.approve,
        onNotice: parameters.onNotice,
        onRequestSettled: parameters.onRequestSettled,
        answerLocally,
        send: (forwarded) => {
          const onSolana = forwarded.method.startsWith('solana_')
          const current = frame.getChainId()
          return frame.request('RPC_REQUEST', {
            method: forwarded.method,
            params: forwarded.params as unknown[] | Record<string, unknown> | undefined,
            chainId: (onSolana ? reported(current) : undefined) ?? evmChain(current),
            chainNamespace: onSolana ? 'solana' : 'eip155',
          } as AppPayload<'RPC_REQUEST'>)
        },
      },
      args,
    )

  const solana = createAuthSolanaConnector({
    frame,
    networks: parameters.networks.filter((n) => n.chainNamespace === 'solana'),
    approve: parameters.approve,
    onNotice: parameters.onNotice,
    onRequestSettled: parameters.onRequestSettled,
    user: userOf,
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
    getAccounts: async () => (address ? [address] : []),
    // On reload the frame may still hold the session: a yes from IS_CONNECTED restores it by GET_USER, with no prompt.
    resume: async () => ((await isConnected()) ? connect() : undefined),
    // SPEC §4: the frame's answer updates the last used chain; its cache answers when the frame cannot.
    getChainId: async () => {
      const chainId = await frame.request('GET_CHAIN_ID', undefined).then(
        (r) => r.chainId,
        () => frame.getChainId(),
      )
      frame.setChainId(chainId)
      rememberChain(chainId)
      return toEvmChainNumber(chainId) ?? chainId
    },
    switchChain,
    request,
  }

  return {
    ...connector,
    frame,
    /** The same wallet's Solana account (SPEC §1: the embedded wallet serves solana too), connected after this side. */
    solana,
    ...createEmailActions({ frame, storage, now, connect }),
    getSocialRedirectUri: (provider: AppPayload<'GET_SOCIAL_REDIRECT_URI'>['provider']) =>
      frame.request('GET_SOCIAL_REDIRECT_URI', { provider }),
    async connectSocial(uri: string) {
      const user = await frame.request('CONNECT_SOCIAL', { uri, chainId: evmChain(lastEvmChain() ?? frame.getChainId()) })
      const result = await settleAccountType(recordUser(user))
      events.emit('connect', result)
      return result
    },
    getFarcasterUri: () => frame.request('GET_FARCASTER_URI', undefined),
    async connectFarcaster() {
      const { userName } = await frame.request('CONNECT_FARCASTER', undefined)
      setSocialUsername(userName, storage)
      return connect()
    },
    isConnected,
    async setPreferredAccount(type: string) {
      const result = await frame
        .request('SET_PREFERRED_ACCOUNT', { type })
        .catch(() => frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))
      await initSmartAccount(result.type)
      address = result.address
      events.emit('accountsChanged', [result.address])
      return result
    },
    getSmartAccountEnabledNetworks: smartAccountNetworks,
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
