import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { createEmitter, type Emitter } from '@/registry/lib/connectors/emitter'
import type { Balances } from '@/registry/lib/state/balances/balances-store'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import type { Connection } from '@/registry/lib/state/connection/connection-store'
import type { Networks } from '@/registry/lib/state/networks/networks-store'
import type { Router } from '@/registry/lib/state/modal/router-store'
import type { Snackbar } from '@/registry/lib/state/modal/snackbar-store'
import { createSendChains, type SendChains } from '@/registry/lib/state/send/send-chains'
import { createSendGas } from '@/registry/lib/state/send/send-gas'
import { initialSendState, type SendFlowEvents, type SendState } from '@/registry/lib/state/send/send-state'

export type SendFlowDependencies = {
  connection: Pick<Connection, 'store' | 'getActiveConnector'>
  networks: Pick<Networks, 'store' | 'getActiveNetwork'>
  balances: Pick<Balances, 'store' | 'load'>
  snackbar: Pick<Snackbar, 'show' | 'showSuccess' | 'showError' | 'showLoading' | 'close'>
  router: Pick<Router, 'store' | 'push' | 'goBackTo'>
  getApi: () => Promise<BlockchainApiClient>
  /** Base URL of the blockchain API, whose node proxy the default chain access uses. */
  blockchainApiUrl: string
  /** Chain access; by default through the blockchain API's node proxy, loaded on first send. */
  chains?: SendChains | undefined
  now?: (() => number) | undefined
}

/** What every send action shares: the flow's store and events, the kit's stores it reads, and the active account and network. */
export type SendFlowContext = Pick<SendFlowDependencies, 'connection' | 'networks' | 'balances' | 'snackbar' | 'router' | 'getApi'> & {
  store: StoreApi<SendState>
  events: Emitter<SendFlowEvents>
  chains: SendChains
  gas: ReturnType<typeof createSendGas>
  namespace: () => ChainNamespace | undefined
  network: () => Network | undefined
  account: () => AccountState | undefined
  accountType: () => AccountState['preferredAccountType']
  /** The name lookup waiting for a pause in typing; a newer input's sequence drops an older answer. */
  lookup: { timer: ReturnType<typeof setTimeout> | undefined; sequence: number }
  /** While the Send view is open, a failed gas price is asked again after its 30 s block (a native send recovers by itself). */
  running: boolean
}

/**
 * The one context a send flow's actions share, made from the kit's stores.
 *
 * @example
 * const context = createSendFlowContext({ connection, networks, balances, snackbar, router, getApi, blockchainApiUrl })
 * setSendAmount(context, { amount: '0.1' })
 */
export function createSendFlowContext(dependencies: SendFlowDependencies): SendFlowContext {
  const { connection, networks, balances, snackbar, router, getApi } = dependencies
  const chains = dependencies.chains ?? createSendChains(getApi, dependencies.blockchainApiUrl)
  const store = createStore<SendState>()(initialSendState)
  const namespace = (): ChainNamespace | undefined => networks.store.getState().activeNamespace
  const network = (): Network | undefined => networks.getActiveNetwork()
  const account = (): AccountState | undefined => {
    const ns = namespace()
    return ns ? connection.store.getState().accounts[ns] : undefined
  }
  const context: SendFlowContext = {
    connection,
    networks,
    balances,
    snackbar,
    router,
    getApi,
    store,
    events: createEmitter<SendFlowEvents>(),
    chains,
    gas: createSendGas({
      store,
      chains,
      getApi,
      network,
      from: () => account()?.address,
      now: dependencies.now ?? Date.now,
      running: () => context.running,
    }),
    namespace,
    network,
    account,
    accountType: () => account()?.preferredAccountType ?? account()?.allAccounts.find((a) => a.address === account()?.address)?.type,
    lookup: { timer: undefined, sequence: 0 },
    running: false,
  }
  return context
}
