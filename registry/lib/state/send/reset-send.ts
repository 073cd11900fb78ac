import { initialSendState } from '@/registry/lib/state/send/send-state'
import { isNativeBalance } from '@/registry/lib/state/send/send-rules'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'

/**
 * Clears what was picked and typed (a pending name lookup is dropped); the balances, the gas
 * price with its retry block and the last transaction stay, and the native coin is picked again.
 *
 * @example
 * resetSend(context)
 */
export function resetSend(context: SendFlowContext): void {
  const { store } = context
  clearTimeout(context.lookup.timer)
  context.lookup.sequence++
  const { tokenBalances, networkBalanceInUSD, gasPrice, lastRetry, lastTransaction } = store.getState()
  store.setState({
    ...initialSendState(),
    tokenBalances,
    networkBalanceInUSD,
    gasPrice,
    lastRetry,
    lastTransaction,
    token: tokenBalances.find(isNativeBalance),
  })
  context.gas.updateGasInUsd()
}
