import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'

export type SetSendAmountParameters = { amount: string | undefined }

/**
 * The amount as typed, in the token's units ('0.1'); the fee of the transfer is estimated again.
 *
 * @example
 * setSendAmount(context, { amount: '0.1' })
 */
export function setSendAmount(context: SendFlowContext, { amount }: SetSendAmountParameters): void {
  context.store.setState({ sendTokenAmount: amount })
  void context.gas.estimate()
}
