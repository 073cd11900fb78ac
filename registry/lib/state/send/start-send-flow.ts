import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'
import { syncSendBalances } from '@/registry/lib/state/send/sync-send-balances'

/**
 * Call when the Send view opens: loads the account's balances and the gas price, and follows the
 * balances, the active network and the account until the returned stop is called.
 *
 * @example
 * const stop = startSendFlow(context)
 */
export function startSendFlow(context: SendFlowContext): () => void {
  const { store, balances, networks, connection, gas } = context
  const loadBalances = () => {
    const caipNetworkId = context.network()?.caipNetworkId
    const address = context.account()?.address
    if (address && caipNetworkId) void balances.load({ address, caipNetworkId })
  }
  context.running = true
  syncSendBalances(context)
  loadBalances()
  void gas.loadGasPrice()
  const offBalances = balances.store.subscribe(() => syncSendBalances(context))
  const offNetwork = networks.store.subscribe((state, previous) => {
    // The active network itself, not the map's identity: re-setting the same network keeps the picked token.
    const active = (s: typeof state) => s.activeNamespace && s.activeByNamespace[s.activeNamespace]
    if (active(state) === active(previous)) return
    store.setState({ token: undefined, gasPrice: undefined, gasUnits: undefined, lastRetry: undefined })
    gas.stopRetry()
    syncSendBalances(context)
    void gas.loadGasPrice()
  })
  // Another account (or the first one) has other balances and another gas check.
  const offAccount = connection.store.subscribe((state, previous) => {
    if (state.account?.address === previous.account?.address && state.activeNamespace === previous.activeNamespace) return
    store.setState({ token: undefined, gasUnits: undefined })
    loadBalances()
    void gas.estimate()
  })
  return () => {
    offBalances()
    offNetwork()
    offAccount()
    clearTimeout(context.lookup.timer)
    context.running = false
    gas.stopRetry()
  }
}
