import { getTestWalletAssets, type TestWalletToken } from './asset-discovery'
import { GrantRefusal, grantSmartSession } from './grant-smart-session'

/** A chain the test wallet can be on: its id and the anvil node that serves it. */
export type TestWalletChain = { chainId: number; rpcUrl: string; name: string }

/** An EIP-1193 error: what real wallets throw, with the numeric code dapps switch on. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

// `never[]` so that EIP-1193 consumers with typed listeners can subscribe.
type Listener = (...args: never[]) => void
type RequestArguments = { method: string; params?: unknown }

/** The test hooks tests and the demo reach through `window.__devnetWallet`. */
export type DevnetWalletHooks = {
  /** The wallet switches on its own (even to a chain the dapp does not know). */
  switchChain(chainId: number): void
  /** The wallet drops the session, as when the user disconnects in the extension. */
  disconnect(): void
  /**
   * Makes the next request a wallet asks its user about fail with 4001, as if the user clicked
   * reject: connect, a signature (personal_sign, typed data), a transaction or batch, a chain switch
   * or addition the app asked for, a permission grant.
   */
  rejectNextRequest(): void
  /** The user picks another of the node's unlocked accounts in the wallet: the app gets accountsChanged. */
  switchAccount(address: string): void
  /** The wallet has woken up: eth_accounts held while `asleep` (an extension still starting) answers now. */
  wake(): void
  readonly account: string | undefined
  readonly chainId: number
  readonly connected: boolean
}

export type DevnetWalletProvider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): DevnetWalletProvider
  removeListener(event: string, listener: Listener): DevnetWalletProvider
  hooks: DevnetWalletHooks
}

const hex = (n: number): string => `0x${n.toString(16)}`

/**
 * An EIP-1193 provider over anvil's unlocked dev accounts: the first account is the wallet's,
 * chain switching is among the configured chains (4902 otherwise), everything else is
 * forwarded to the current chain's node.
 */
export function createDevnetWalletProvider(options: {
  chains: readonly TestWalletChain[]
  /** Remembers that the site is authorized across reloads, as real wallets do (off by default). */
  authorization?: { read(): boolean; write(connected: boolean): void } | undefined
  /** Answer wallet_getCapabilities with asset discovery and wallet_getAssets with these tokens (off by default, like most wallets). */
  assetDiscovery?: { tokens: readonly TestWalletToken[] } | undefined
  /**
   * Answer wallet_grantPermissions (ERC-7715) by recording the smart session with the devnet's
   * blockchain API stand-in, which then lists and revokes it (off by default, like most wallets).
   */
  smartSessions?: { servicesUrl: string } | undefined
  /**
   * The wallet is still waking up, as an extension is after a browser start: eth_accounts (the
   * app's silent restore) answers only once `hooks.wake()` is called (awake unless set).
   */
  asleep?: boolean | undefined
}): DevnetWalletProvider {
  const chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  let chainId = options.chains[0]?.chainId ?? 31337
  let connected = options.authorization?.read() ?? false
  let rejectNext = false
  let account: string | undefined
  let wake = (): void => {}
  const awake = options.asleep ? new Promise<void>((resolve) => (wake = resolve)) : Promise.resolve()
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]): void =>
    listeners.get(event)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args))

  async function forward(method: string, params: unknown, onChain = chainId): Promise<unknown> {
    const chain = chains.get(onChain)
    if (!chain) throw new ProviderRpcError(4901, `The wallet is on chain ${onChain}, which it has no node for`)
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }

  async function firstAccount(): Promise<string> {
    account ??= ((await forward('eth_accounts', [])) as string[])[0]
    if (!account) throw new ProviderRpcError(4100, 'The node has no unlocked account')
    return account
  }

  const requireConnected = (): void => {
    if (!connected) throw new ProviderRpcError(4100, 'The wallet has not authorized this site')
  }
  // Where a real wallet shows its user a prompt: the answer rejectNextRequest set, once.
  const userAnswers = (): void => {
    if (!rejectNext) return
    rejectNext = false
    throw new ProviderRpcError(4001, 'User rejected the request.')
  }
  // A signature or transaction from the connected account, once its user approved it.
  const approved = (method: string) => async (params: unknown) => {
    requireConnected()
    userAnswers()
    return forward(method, params)
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    async eth_requestAccounts() {
      userAnswers()
      const address = await firstAccount()
      if (!connected) {
        connected = true
        options.authorization?.write(true)
        emit('connect', { chainId: hex(chainId) })
        emit('accountsChanged', [address])
      }
      return [address]
    },
    async eth_accounts() {
      await awake
      return connected ? [await firstAccount()] : []
    },
    eth_chainId: async () => hex(chainId),
    async wallet_switchEthereumChain(params) {
      userAnswers()
      const requested = Number.parseInt(String((params as [{ chainId?: string }] | undefined)?.[0]?.chainId), 16)
      if (!chains.has(requested))
        throw new ProviderRpcError(
          4902,
          `Unrecognized chain ID ${hex(requested)}. Try adding the chain using wallet_addEthereumChain first.`,
        )
      if (requested !== chainId) {
        chainId = requested
        emit('chainChanged', hex(chainId))
      }
      return null
    },
    async wallet_addEthereumChain(params) {
      userAnswers()
      const chain = (params as [{ chainId?: string; chainName?: string; rpcUrls?: string[] }] | undefined)?.[0]
      const id = Number.parseInt(String(chain?.chainId), 16)
      const rpcUrl = chain?.rpcUrls?.[0]
      if (!Number.isFinite(id) || !rpcUrl) throw new ProviderRpcError(-32602, 'wallet_addEthereumChain needs chainId and rpcUrls')
      chains.set(id, { chainId: id, rpcUrl, name: chain.chainName ?? `Chain ${id}` })
      return null
    },
    async wallet_revokePermissions() {
      connected = false
      options.authorization?.write(false)
      emit('accountsChanged', [])
      return null
    },
    personal_sign: approved('personal_sign'),
    eth_signTypedData_v4: approved('eth_signTypedData_v4'),
    eth_sendTransaction: approved('eth_sendTransaction'),
    wallet_sendCalls: approved('wallet_sendCalls'),
  }

  if (options.smartSessions) {
    const { servicesUrl } = options.smartSessions
    handlers['wallet_grantPermissions'] = async (params) => {
      requireConnected()
      userAnswers()
      return grantSmartSession(servicesUrl, await firstAccount(), params).catch((error: unknown) => {
        throw error instanceof GrantRefusal ? new ProviderRpcError(error.code, error.message) : error
      })
    }
  }

  if (options.assetDiscovery) {
    const { tokens } = options.assetDiscovery
    handlers['wallet_getCapabilities'] = async () =>
      Object.fromEntries([...chains.keys()].map((id) => [hex(id), { assetDiscovery: { supported: true } }]))
    handlers['wallet_getAssets'] = async (params) => {
      requireConnected()
      const request = (params as [{ account?: string; chainFilter?: string[] }] | undefined)?.[0]
      const chainIds = (request?.chainFilter ?? [hex(chainId)]).map((id) => Number.parseInt(id, 16)).filter((id) => chains.has(id))
      return getTestWalletAssets((id, method, p) => forward(method, p, id), {
        account: request?.account ?? (await firstAccount()),
        chainIds,
        tokens,
      })
    }
  }

  const provider: DevnetWalletProvider = {
    request: ({ method, params }) => (handlers[method] ?? ((p: unknown) => forward(method, p)))(params),
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    hooks: {
      switchChain(id) {
        chainId = id
        emit('chainChanged', hex(id))
      },
      disconnect() {
        connected = false
        options.authorization?.write(false)
        emit('accountsChanged', [])
        emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
      },
      rejectNextRequest() {
        rejectNext = true
      },
      switchAccount(address) {
        account = address
        if (connected) emit('accountsChanged', [address])
      },
      wake: () => wake(),
      get account() {
        return account
      },
      get chainId() {
        return chainId
      },
      get connected() {
        return connected
      },
    },
  }
  return provider
}
