import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { InvalidSendInputError, SendTransactionError, SolanaSendTransactionError } from '@/registry/lib/errors/send'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'

export type ReportSendFailureParameters = {
  namespace: ChainNamespace | undefined
  token: TokenBalance
  cause: unknown
}

/**
 * Shows a failed send in the SPEC's words: 'Something went wrong' on EVM and Bitcoin, with
 * SEND_ERROR (account, network, token, amount) for analytics; 'Failed to send transaction.
 * Please try again.' on Solana.
 *
 * @example
 * reportSendFailure(context, { namespace: 'eip155', token, cause: error })
 */
export function reportSendFailure(context: SendFlowContext, { namespace, token, cause }: ReportSendFailureParameters): void {
  const error =
    cause instanceof InvalidSendInputError || cause instanceof SolanaSendTransactionError
      ? cause
      : namespace === 'solana'
        ? new SolanaSendTransactionError({ cause })
        : new SendTransactionError({ cause })
  context.snackbar.show('error', error.shortMessage, error.code)
  if (!(error instanceof SendTransactionError)) return
  context.events.emit('SEND_ERROR', {
    namespace: namespace ?? 'eip155',
    message: error.shortMessage,
    token: token.symbol,
    isSmartAccount: context.accountType() === 'smartAccount',
    address: context.account()?.address,
    network: context.network()?.caipNetworkId,
    amount: context.store.getState().sendTokenAmount,
  })
}
