import { createStore } from 'zustand/vanilla'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'

/** SPEC §2 modal views, plus Networks; feature views are plain strings (e.g. 'Send'). */
export type CoreViewName =
  | 'Connect'
  | 'Account'
  | 'ApproveTransaction'
  | 'SIWXSignMessage'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Networks'
// `string & {}` keeps editor completion for the core names while accepting feature views.
export type ViewName = CoreViewName | (string & {})

/** What a view needs to know about why it was opened. */
export type RouterData = {
  connector?: Connector | undefined
  wallet?: { id: string; name: string; imageUrl?: string | undefined } | undefined
  network?: Network | undefined
  /** Connect opened for one namespace (a network of it picked with no wallet on it): only its wallets. */
  namespace?: ChainNamespace | undefined
  /** A header title and accessible description replacing the view's own (the scoped Connect). */
  title?: string | undefined
  description?: string | undefined
  [key: string]: unknown
}

export type TransactionStackEntry = {
  view?: ViewName | undefined
  goBack?: boolean | undefined
  replace?: boolean | undefined
  onSuccess?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

export type RouterState = {
  view: ViewName
  history: ViewName[]
  data: RouterData | undefined
  transactionStack: TransactionStackEntry[]
}

export type RouterDependencies = {
  /** Closes the modal; called when going back cannot go anywhere. */
  close: () => void
  isConnected: () => boolean
  /** Clears the Farcaster sign-in link held by the auth connector. */
  resetFarcasterLink?: (() => void) | undefined
  /** Reloads the auth connector (its secure frame) after leaving the Farcaster view. */
  reloadAuthConnector?: (() => void) | undefined
}

export const FARCASTER_RELOAD_DELAY_MS = 100

/**
 * The modal's view stack (SPEC §2): starts at Connect; back closes the modal when one view is
 * left or when UnsupportedChain is in the history.
 *
 * @example
 * const router = createRouter({ close, isConnected: () => false })
 * router.push('AllWallets')
 */
export function createRouter(dependencies: RouterDependencies) {
  const store = createStore<RouterState>()(() => ({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] }))
  // The data each history entry was opened with, so going back to a view gives it its data again
  // (a Connect opened for one namespace stays scoped after backing out of a wallet).
  let entryData: (RouterData | undefined)[] = [undefined]

  // Leaving the Farcaster view abandons its link; the auth frame must be reloaded for a new one.
  function leaving(from: ViewName, to: ViewName | undefined): void {
    if (from !== 'ConnectingFarcaster' || to === 'ConnectingFarcaster' || dependencies.isConnected()) return
    dependencies.resetFarcasterLink?.()
    setTimeout(() => dependencies.reloadAuthConnector?.(), FARCASTER_RELOAD_DELAY_MS)
  }

  function push(view: ViewName, data?: RouterData): void {
    const { history, view: current } = store.getState()
    if (current === view) {
      entryData = [...entryData.slice(0, history.length - 1), data]
      return store.setState({ data })
    }
    leaving(current, view)
    entryData = [...entryData.slice(0, history.length), data]
    store.setState({ view, history: [...history, view], data })
  }

  function replace(view: ViewName, data?: RouterData): void {
    const { history, view: current } = store.getState()
    leaving(current, view)
    entryData = [...entryData.slice(0, history.length - 1), data]
    store.setState({ view, history: [...history.slice(0, -1), view], data })
  }

  function reset(view: ViewName, data?: RouterData): void {
    const current = store.getState()
    // Already there alone: no new state, so a view rendered ahead of the open (the modal preload) stays current.
    if (current.view === view && current.history.length === 1 && current.data === data) return
    leaving(current.view, view)
    entryData = [data]
    store.setState({ view, history: [view], data })
  }

  function goBack(): void {
    const { history, view: current } = store.getState()
    if (history.length <= 1 || history.includes('UnsupportedChain')) {
      leaving(current, undefined)
      return dependencies.close()
    }
    const next = history.slice(0, -1)
    const view = next[next.length - 1] ?? 'Connect'
    leaving(current, view)
    entryData = entryData.slice(0, next.length)
    store.setState({ view, history: next, data: entryData[next.length - 1] })
  }

  /** Back to an earlier view in the stack, dropping what was above it. */
  function goBackTo(view: ViewName): void {
    const { history } = store.getState()
    const index = history.lastIndexOf(view)
    if (index < 0) return
    leaving(store.getState().view, view)
    entryData = entryData.slice(0, index + 1)
    store.setState({ view, history: history.slice(0, index + 1), data: entryData[index] })
  }

  function pushTransactionStack(entry: TransactionStackEntry): void {
    store.setState({ transactionStack: [...store.getState().transactionStack, entry] })
    if (entry.view) push(entry.view)
  }

  /** Ends the newest auth-connector request; with nothing to pop or nowhere to go, the modal closes. */
  function popTransactionStack(outcome: 'success' | 'cancel' | 'error'): void {
    const stack = store.getState().transactionStack
    const entry = stack[stack.length - 1]
    store.setState({ transactionStack: stack.slice(0, -1) })
    if (!entry) return dependencies.close()
    if (outcome === 'success') entry.onSuccess?.()
    else entry.onCancel?.()
    if (entry.goBack) goBack()
    else if (entry.replace && entry.view) replace(entry.view)
    else dependencies.close()
  }

  return { store, push, replace, reset, goBack, goBackTo, pushTransactionStack, popTransactionStack }
}

export type Router = ReturnType<typeof createRouter>
