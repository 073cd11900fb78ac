import { toUserMessage, userFacingError } from '@/registry/lib/errors/to-user-message'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { reportSendFailure } from '@/registry/lib/state/send/report-send-failure'
import { resetSend } from '@/registry/lib/state/send/reset-send'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'
import { TRANSACTION_STARTED_CODE, TRANSACTION_STARTED_MESSAGE, assertSendInput } from '@/registry/lib/state/send/send-rules'
import { submitTransfer } from '@/registry/lib/state/send/send-submit'

/**
 * Sends what the send state holds through the connected wallet (SPEC §4): the modal goes back to
 * Account for the prompt; success shows 'Transaction started', resets the input, keeps the hash
 * in `lastTransaction` and reloads the balances. A declined prompt is no error; a failure keeps the input.
 *
 * @example
 * await sendTransfer(context)
 */
export async function sendTransfer(context: SendFlowContext): Promise<void> {
  const { store, snackbar, events } = context
  const ns = context.namespace()
  const state = store.getState()
  if (state.loading) return
  try {
    assertSendInput(ns, state)
  } catch (error) {
    snackbar.show('error', toUserMessage(error), userFacingError(error)?.code)
    return
  }
  const target = context.network()
  const from = context.account()?.address
  const connector = ns ? context.connection.getActiveConnector(ns) : undefined
  const request = connector?.request
    ? (args: Parameters<NonNullable<typeof connector.request>>[0]) => connector.request?.(args) ?? Promise.reject(new Error('no request'))
    : undefined
  const token = state.token as TokenBalance
  store.setState({ loading: true })
  showAccount(context)
  try {
    if (!target || !from || !request || (ns !== 'eip155' && ns !== 'solana' && ns !== 'bip122'))
      throw new Error('no connected wallet for the active network')
    const hash = await submitTransfer({
      namespace: ns,
      chains: context.chains,
      request,
      network: target,
      from,
      to: state.receiverAddress,
      amount: state.sendTokenAmount,
      token,
    })
    snackbar.show('success', TRANSACTION_STARTED_MESSAGE, TRANSACTION_STARTED_CODE)
    events.emit('SEND_SUCCESS', { namespace: ns, hash, token: token.symbol })
    resetSend(context)
    store.setState({ lastTransaction: { namespace: ns, hash, caipNetworkId: target.caipNetworkId } })
    void context.balances.load({ address: from, caipNetworkId: target.caipNetworkId, forceUpdate: true })
  } catch (error) {
    store.setState({ loading: false })
    if (isUserRejection(error)) {
      snackbar.close()
      events.emit('SEND_REJECTED', { namespace: ns ?? 'eip155' })
      return
    }
    reportSendFailure(context, { namespace: ns, token, cause: error })
  }
}

/** Back to Account for the wallet prompt (SPEC §4: start, push Account view, submit). */
function showAccount({ router }: SendFlowContext): void {
  if (router.store.getState().history.includes('Account')) router.goBackTo('Account')
  else router.push('Account')
}
