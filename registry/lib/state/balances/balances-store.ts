import { createStore } from 'zustand/vanilla'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import type { WalletAssetBalance } from '@/registry/lib/connectors/wallet-assets'
import type { Snackbar } from '@/registry/lib/state/modal/snackbar-store'

/** SPEC §3 token balance entry, as the blockchain API sends it (wallet-reported assets are mapped to it). */
export type TokenBalance = WalletAssetBalance

export type BalancesState = {
  balances: readonly TokenBalance[]
  loading: boolean
  error: string | undefined
  lastRetry: number | undefined
}

export type BalancesDependencies = {
  /** Blockchain API balance call by address and network id; `forceUpdate` skips the API client's 30 s cache. */
  fetchBalances: (parameters: {
    address: string
    caipNetworkId: CaipNetworkId
    forceUpdate?: boolean | undefined
  }) => Promise<readonly TokenBalance[]>
  /** Asset discovery through the wallet (wallet_getCapabilities then wallet_getAssets); undefined when unsupported. */
  fetchWalletAssets?:
    | ((parameters: { address: string; caipNetworkId: CaipNetworkId }) => Promise<readonly TokenBalance[] | undefined>)
    | undefined
  /** The connected wallet's request function, used for asset discovery when no override is given. */
  getWalletRequest?: (() => ((args: RequestArguments) => Promise<unknown>) | undefined) | undefined
  snackbar: Snackbar
  now?: (() => number) | undefined
}

export const BALANCE_RETRY_BLOCK_MS = 30_000
/**
 * How long the wallet may take over asset discovery before the blockchain API is asked instead:
 * some wallets (over WalletConnect above all) never answer a method they do not have, and the
 * balances would otherwise stay loading for good.
 */
export const WALLET_ASSETS_TIMEOUT_MS = 5_000
export const BALANCE_UNAVAILABLE_MESSAGE = 'Token Balance Unavailable'

/**
 * The SPEC §3 address identifier (namespace:chainId:address) a failure is remembered under. EVM
 * addresses ignore case (callers pass checksummed or lower-case ones); other namespaces' do not.
 */
function balanceKey(parameters: { address: string; caipNetworkId: CaipNetworkId }): string {
  const address =
    parseCaipNetworkId(parameters.caipNetworkId).chainNamespace === 'eip155' ? parameters.address.toLowerCase() : parameters.address
  return `${parameters.caipNetworkId}:${address}`
}

/**
 * Token balances of the Account view. Wallet asset discovery wins when the wallet offers it;
 * entries with decimals 0 are dropped; a failure shows 'Token Balance Unavailable' and blocks
 * retries for 30 s (SPEC §8). The block is kept per address and network: a network the user
 * switches to inside the 30 s loads at once, and switching back to the failed one shows its
 * error again with the same retry time (the countdown does not restart).
 *
 * @example
 * await balances.load({ address, caipNetworkId: 'eip155:31337' })
 */
export function createBalances(dependencies: BalancesDependencies) {
  const now = dependencies.now ?? Date.now
  const store = createStore<BalancesState>()(() => ({ balances: [], loading: false, error: undefined, lastRetry: undefined }))
  /** When each address-and-network last failed; an entry older than the block no longer holds a load. */
  const failedAt = new Map<string, number>()
  /** The address and network the state shows: an answer for another one (the user switched meanwhile) is not shown. */
  let shown: string | undefined

  async function discoverWithWallet(parameters: {
    address: string
    caipNetworkId: CaipNetworkId
  }): Promise<readonly TokenBalance[] | undefined> {
    const request = dependencies.getWalletRequest?.()
    const { chainNamespace, chainId: reference } = parseCaipNetworkId(parameters.caipNetworkId)
    if (!request || chainNamespace !== 'eip155') return undefined
    // Loaded on first use: its zod schemas would otherwise sit on every host page's load path.
    const { getWalletAssets } = await import('@/registry/lib/connectors/wallet-assets')
    let timer: ReturnType<typeof setTimeout> | undefined
    const silent = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), WALLET_ASSETS_TIMEOUT_MS)))
    try {
      return await Promise.race([getWalletAssets(request, { address: parameters.address, chainId: Number(reference) }), silent])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Loads the balances; `forceUpdate` (after a transfer) asks the API again instead of its 30 s cache. */
  async function load(parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: boolean | undefined }): Promise<void> {
    // A host passing a malformed id learns it ('Invalid CAIP-2 network id'), not 'Token Balance Unavailable'.
    parseCaipNetworkId(parameters.caipNetworkId)
    const key = balanceKey(parameters)
    const switched = key !== shown
    shown = key
    const failed = failedAt.get(key)
    if (failed !== undefined && now() - failed < BALANCE_RETRY_BLOCK_MS) {
      // Still blocked: show this network's failure (not the balances of the one switched away from).
      if (switched) store.setState({ balances: [], loading: false, error: BALANCE_UNAVAILABLE_MESSAGE, lastRetry: failed })
      return
    }
    // Another network's failure is not this one's: no error or countdown while it loads.
    store.setState(switched ? { loading: true, error: undefined, lastRetry: undefined } : { loading: true })
    try {
      const fromWallet = dependencies.fetchWalletAssets
        ? await dependencies.fetchWalletAssets(parameters)
        : await discoverWithWallet(parameters)
      const balances = fromWallet ?? (await dependencies.fetchBalances(parameters))
      failedAt.delete(key)
      if (key !== shown) return
      store.setState({
        balances: balances.filter((b) => Number(b.quantity.decimals) !== 0),
        loading: false,
        error: undefined,
        lastRetry: undefined,
      })
    } catch {
      const at = now()
      failedAt.set(key, at)
      if (key !== shown) return
      store.setState({ balances: [], loading: false, error: BALANCE_UNAVAILABLE_MESSAGE, lastRetry: at })
      dependencies.snackbar.showError(BALANCE_UNAVAILABLE_MESSAGE)
    }
  }

  function reset(): void {
    failedAt.clear()
    shown = undefined
    store.setState({ balances: [], loading: false, error: undefined, lastRetry: undefined })
  }

  return { store, load, reset }
}

export type Balances = ReturnType<typeof createBalances>
