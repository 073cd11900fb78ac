import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'

export type SetSendTokenParameters = { token: TokenBalance }

/**
 * Picks the token to send; the amount typed for the previous one is cleared.
 *
 * @example
 * setSendToken(context, { token: usdc })
 */
export function setSendToken(context: SendFlowContext, { token }: SetSendTokenParameters): void {
  context.store.setState({ token, sendTokenAmount: undefined, gasUnits: undefined })
  context.gas.updateGasInUsd()
  void context.gas.estimate()
}
