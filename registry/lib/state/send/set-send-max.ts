import { BITCOIN_MAX_FEE_RESERVE_SATS, SOLANA_FEE_LAMPORTS, isNativeBalance, maxSendAmount } from '@/registry/lib/state/send/send-rules'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'
import { setSendAmount } from '@/registry/lib/state/send/set-send-amount'

/**
 * Max: the whole balance, less the network fee for the native coin.
 *
 * @example
 * setSendMax(context)
 */
export function setSendMax(context: SendFlowContext): void {
  const { token } = context.store.getState()
  if (!token) return
  setSendAmount(context, { amount: maxSendAmount(token, isNativeBalance(token) ? nativeFee(context) : BigInt(0)) })
}

/** The fee Max keeps back for the native coin: Solana's signature fee, Bitcoin's reserve, or EVM gas price × units. */
function nativeFee(context: SendFlowContext): bigint {
  const { gasPrice, gasUnits } = context.store.getState()
  const ns = context.namespace()
  if (ns === 'solana') return SOLANA_FEE_LAMPORTS
  if (ns === 'bip122') return BITCOIN_MAX_FEE_RESERVE_SATS
  return (gasPrice ?? BigInt(0)) * (gasUnits ?? BigInt(0))
}
