import { isNativeBalance } from '@/registry/lib/state/send/send-rules'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'

/**
 * Puts the active network's balances into the send state with the network's USD total; the
 * picked token follows its new balance, and with none picked the native coin is taken.
 *
 * @example
 * balances.store.subscribe(() => syncSendBalances(context))
 */
export function syncSendBalances(context: SendFlowContext): void {
  const { store } = context
  const caipNetworkId = context.network()?.caipNetworkId
  const tokenBalances = context.balances.store.getState().balances.filter((b) => b.chainId === caipNetworkId)
  const networkBalanceInUSD = tokenBalances.reduce((sum, b) => sum + (b.value ?? Number(b.quantity.numeric) * b.price), 0)
  const current = store.getState().token
  const token =
    (current && tokenBalances.find((b) => b.symbol === current.symbol && b.address === current.address)) ??
    (current ? undefined : tokenBalances.find(isNativeBalance))
  store.setState({ tokenBalances, networkBalanceInUSD, token: token ?? current })
  context.gas.updateGasInUsd()
  // The first balances pick the token: its transfer can be estimated now.
  if (!current && token) void context.gas.estimate()
}
