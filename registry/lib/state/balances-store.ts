import { createStore } from 'zustand/vanilla'
import type { CaipNetworkId } from '@/registry/lib/caip/types'
import type { RequestArguments } from '@/registry/lib/connectors/types'
import type { WalletAssetBalance } from '@/registry/lib/connectors/wallet-assets'
import type { Snackbar } from '@/registry/lib/state/snackbar-store'

/** SPEC §3 token balance entry, as the blockchain API sends it (wallet-reported assets are mapped to it). */
export type TokenBalance = WalletAssetBalance

export type BalancesState = { balances: readonly TokenBalance[]; loading: boolean; error: string | undefined; lastRetry: number | undefined }

export type BalancesDependencies = {
  /** Blockchain API balance call by address and network id; `forceUpdate` skips the API client's 30 s cache. */
  fetchBalances: (parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: boolean | undefined }) => Promise<readonly TokenBalance[]>
  /** Asset discovery through the wallet (wallet_getCapabilities then wallet_getAssets); undefined when unsupported. */
  fetchWalletAssets?: ((parameters: { address: string; caipNetworkId: CaipNetworkId }) => Promise<readonly TokenBalance[] | undefined>) | undefined
  /** The connected wallet's request function, used for asset discovery when no override is given. */
  getWalletRequest?: (() => ((args: RequestArguments) => Promise<unknown>) | undefined) | undefined
  snackbar: Snackbar
  now?: (() => number) | undefined
}

export const BALANCE_RETRY_BLOCK_MS = 30_000
export const BALANCE_UNAVAILABLE_MESSAGE = 'Token Balance Unavailable'

/**
 * Token balances of the Account view. Wallet asset discovery wins when the wallet offers it;
 * entries with decimals 0 are dropped; a failure shows 'Token Balance Unavailable' and blocks
 * retries for 30 s (SPEC §8).
 *
 * @example
 * await balances.load({ address, caipNetworkId: 'eip155:31337' })
 */
export function createBalances(dependencies: BalancesDependencies) {
  const now = dependencies.now ?? Date.now
  const store = createStore<BalancesState>()(() => ({ balances: [], loading: false, error: undefined, lastRetry: undefined }))

  async function discoverWithWallet(parameters: { address: string; caipNetworkId: CaipNetworkId }): Promise<readonly TokenBalance[] | undefined> {
    const request = dependencies.getWalletRequest?.()
    const [namespace, reference] = parameters.caipNetworkId.split(':')
    if (!request || namespace !== 'eip155') return undefined
    // Loaded on first use: its zod schemas would otherwise sit on every host page's load path.
    const { getWalletAssets } = await import('@/registry/lib/connectors/wallet-assets')
    return getWalletAssets(request, { address: parameters.address, chainId: Number(reference) })
  }

  /** Loads the balances; `forceUpdate` (after a transfer) asks the API again instead of its 30 s cache. */
  async function load(parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: boolean | undefined }): Promise<void> {
    const { lastRetry } = store.getState()
    if (lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_BLOCK_MS) return
    store.setState({ loading: true })
    try {
      const fromWallet = dependencies.fetchWalletAssets ? await dependencies.fetchWalletAssets(parameters) : await discoverWithWallet(parameters)
      const balances = fromWallet ?? (await dependencies.fetchBalances(parameters))
      store.setState({ balances: balances.filter((b) => Number(b.quantity.decimals) !== 0), loading: false, error: undefined, lastRetry: undefined })
    } catch {
      store.setState({ balances: [], loading: false, error: BALANCE_UNAVAILABLE_MESSAGE, lastRetry: now() })
      dependencies.snackbar.showError(BALANCE_UNAVAILABLE_MESSAGE)
    }
  }

  function reset(): void {
    store.setState({ balances: [], loading: false, error: undefined, lastRetry: undefined })
  }

  return { store, load, reset }
}

export type Balances = ReturnType<typeof createBalances>
