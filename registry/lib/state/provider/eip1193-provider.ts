import { createEmitter } from '@/registry/lib/connectors/emitter'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import { evmChainIdOf } from '@/registry/lib/state/connection/selectors'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { eip1193Codes, Eip1193RpcError, toEip1193Error } from '@/registry/lib/state/provider/provider-rpc-error'
import type { WalletProviderSource } from '@/registry/lib/state/provider/provider-source'

export { Eip1193RpcError, eip1193Codes, toEip1193Error } from '@/registry/lib/state/provider/provider-rpc-error'

/** The events of EIP-1193 with what each carries. */
export type Eip1193Events = {
  connect: [info: { chainId: string }]
  disconnect: [error: Eip1193RpcError]
  accountsChanged: [accounts: string[]]
  chainChanged: [chainId: string]
}

// Listeners come from viem, ethers and wagmi typed their own way; each only ever gets its event's args.
type Listener = (...args: never[]) => void

/**
 * An EIP-1193 provider: what viem's `custom(provider)`, ethers v6's `new BrowserProvider(provider)`
 * and wagmi connectors take.
 */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/** The kit's EVM connection as the provider tells it: accounts (the active one first) and chain, when connected. */
type EvmView = { accounts: string[]; chainId: number } | undefined

const toHex = (chainId: number): string => `0x${chainId.toString(16)}`

function evmView(account: AccountState | undefined): EvmView {
  const chainId = evmChainIdOf(account)
  if (chainId === undefined || !account?.address) return undefined
  const active = account.address.toLowerCase()
  const others = account.allAccounts.filter((a) => a.namespace === 'eip155' && a.address.toLowerCase() !== active).map((a) => a.address)
  return { accounts: [account.address, ...new Set(others)], chainId }
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i]?.toLowerCase())

/** The address a signing request acts for, where the method names one (it must be one of the accounts: 4100 otherwise). */
function signerOf(method: string, params: unknown): string | undefined {
  if (!Array.isArray(params)) return undefined
  const [first, second] = params as unknown[]
  if (method === 'eth_sendTransaction')
    return typeof first === 'object' && first !== null ? ((first as { from?: unknown }).from as string | undefined) : undefined
  if (method === 'personal_sign') return typeof second === 'string' ? second : undefined
  if (method === 'eth_signTypedData_v4') return typeof first === 'string' ? first : undefined
  return undefined
}

function chainIdOf(params: unknown): number | undefined {
  const [first] = Array.isArray(params) ? (params as unknown[]) : []
  const raw = typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined
  const id = typeof raw === 'string' ? Number.parseInt(raw, raw.startsWith('0x') ? 16 : 10) : typeof raw === 'number' ? raw : Number.NaN
  return Number.isSafeInteger(id) ? id : undefined
}

/**
 * The kit's EIP-1193 provider for eip155: one per kit, always routed to the connector the kit has
 * connected on eip155 now (injected/EIP-6963, WalletConnect, the embedded wallet's frame), so it
 * outlives wallet changes and a host holds it for the page.
 *
 * - `eth_accounts` / `eth_chainId` are answered from the kit's state (`[]` and the kit's eip155
 *   network while disconnected).
 * - `eth_requestAccounts` while disconnected opens the modal on Connect (eip155 wallets) and
 *   resolves with the accounts once one connects; closing the modal without connecting rejects 4001.
 * - `wallet_switchEthereumChain` goes through the kit's network switch (the modal shows the new
 *   network); a chain the kit is not configured with is 4902. `wallet_addEthereumChain` of a
 *   configured chain is accepted (null), of another 4902.
 * - Every other method, read-only ones included (eth_call, eth_getBalance, eth_estimateGas...), goes
 *   to the active connector: the wallet's own node answers, as in a dapp on an injected wallet.
 *   While disconnected they are 4900; use `usePublicClient()` to read without a wallet.
 * - A signing request for an address that is not one of the accounts is 4100; a connector without
 *   requests is 4200; the user declining anywhere (wallet, frame) is 4001.
 *
 * Events follow the kit's connection store: `connect` ({ chainId } hex) then `accountsChanged` when
 * eip155 connects; `accountsChanged` when the accounts change; `chainChanged` (hex) when the chain
 * changes; `accountsChanged` ([]) then `disconnect` (4900) when eip155 disconnects.
 *
 * @example
 * const walletClient = createWalletClient({ transport: custom(getEip1193Provider(kit)) })
 */
export const getEip1193Provider = /* @__PURE__ */ perKit((kit: WalletKit): Eip1193Provider => createEip1193Provider(kit))

/** The EIP-1193 provider as a wallet source: `useWalletProvider(eip155Wallet)`, the default. */
export const eip155Wallet: WalletProviderSource<Eip1193Provider> = { namespace: 'eip155', get: getEip1193Provider }

function createEip1193Provider(kit: WalletKit): Eip1193Provider {
  const events = createEmitter<Eip1193Events>()
  const view = (): EvmView => evmView(kit.connection.store.getState().accounts.eip155)

  let last = view()
  kit.connection.store.subscribe(() => {
    const next = view()
    const previous = last
    last = next
    if (!previous && next) {
      events.emit('connect', { chainId: toHex(next.chainId) })
      events.emit('accountsChanged', next.accounts)
      return
    }
    if (previous && !next) {
      events.emit('accountsChanged', [])
      events.emit('disconnect', new Eip1193RpcError(eip1193Codes.disconnected))
      return
    }
    if (!previous || !next) return
    if (!sameList(previous.accounts, next.accounts)) events.emit('accountsChanged', next.accounts)
    if (previous.chainId !== next.chainId) events.emit('chainChanged', toHex(next.chainId))
  })

  const kitChainId = (): number | undefined => {
    const connected = view()
    if (connected) return connected.chainId
    const network = kit.networks.getActiveNetwork('eip155')
    return network ? Number(network.id) : undefined
  }

  let connecting: Promise<string[]> | undefined
  /** Opens Connect for eip155 and settles once a wallet connected (its accounts) or the modal closed without one (4001). */
  function requestAccounts(): Promise<string[]> {
    if (connecting) return connecting
    let settle: { resolve: (accounts: string[]) => void; reject: (error: unknown) => void } | undefined
    const pending = new Promise<string[]>((resolve, reject) => (settle = { resolve, reject }))
    connecting = pending
    const done = (finish: () => void): void => {
      offs.forEach((off) => off())
      connecting = undefined
      finish()
    }
    const check = (): void => {
      const connected = view()
      if (connected) return done(() => settle?.resolve(connected.accounts))
      const status = kit.connection.store.getState().accounts.eip155?.status
      const waiting = status === 'connecting' || status === 'reconnecting'
      if (!kit.modal.store.getState().open && !waiting) done(() => settle?.reject(new Eip1193RpcError(eip1193Codes.userRejected)))
    }
    const offs = [kit.connection.store.subscribe(check), kit.modal.store.subscribe(check)]
    kit.modal.open({ view: 'Connect', data: { namespace: 'eip155' } })
    check()
    return pending
  }

  async function switchChain(params: unknown): Promise<null> {
    const id = chainIdOf(params)
    const network = id === undefined ? undefined : kit.networks.findNetwork('eip155', id)
    if (!network) throw new Eip1193RpcError(eip1193Codes.unrecognizedChain)
    if (view()?.chainId === id) return null
    try {
      await kit.networks.switchNetwork(network)
    } catch (error) {
      throw toEip1193Error(error)
    }
    return null
  }

  async function forward(args: RequestArguments): Promise<unknown> {
    const connected = view()
    if (!connected) throw new Eip1193RpcError(eip1193Codes.disconnected)
    const signer = signerOf(args.method, args.params)
    if (signer !== undefined && !connected.accounts.some((a) => a.toLowerCase() === signer.toLowerCase()))
      throw new Eip1193RpcError(eip1193Codes.unauthorized)
    const connector = kit.connection.getActiveConnector('eip155')
    if (!connector) throw new Eip1193RpcError(eip1193Codes.disconnected)
    if (!connector.request) throw new Eip1193RpcError(eip1193Codes.unsupportedMethod)
    try {
      return await connector.request(args)
    } catch (error) {
      throw toEip1193Error(error)
    }
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return view()?.accounts ?? []
      case 'eth_chainId': {
        const id = kitChainId()
        if (id === undefined) throw new Eip1193RpcError(eip1193Codes.chainDisconnected)
        return toHex(id)
      }
      case 'net_version': {
        const id = kitChainId()
        if (id === undefined) throw new Eip1193RpcError(eip1193Codes.chainDisconnected)
        return String(id)
      }
      case 'eth_requestAccounts':
        return view()?.accounts ?? requestAccounts()
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain': {
        const id = chainIdOf(params)
        if (id === undefined || !kit.networks.findNetwork('eip155', id)) throw new Eip1193RpcError(eip1193Codes.unrecognizedChain)
        return null
      }
      default:
        return forward({ method, params: params as RequestArguments['params'] })
    }
  }

  return {
    request,
    on: (event, listener) => void events.on(event as keyof Eip1193Events, listener as never),
    removeListener: (event, listener) => events.off(event as keyof Eip1193Events, listener as never),
  }
}
