import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { createSendFlowContext, type SendFlowDependencies } from '@/registry/lib/state/send/send-flow-context'
import type { SendFlowEvents, SendState } from '@/registry/lib/state/send/send-state'
import { resetSend } from '@/registry/lib/state/send/reset-send'
import { sendTransfer } from '@/registry/lib/state/send/send-transfer'
import { setSendAmount } from '@/registry/lib/state/send/set-send-amount'
import { setSendMax } from '@/registry/lib/state/send/set-send-max'
import { setSendReceiver } from '@/registry/lib/state/send/set-send-receiver'
import { setSendToken } from '@/registry/lib/state/send/set-send-token'
import { startSendFlow } from '@/registry/lib/state/send/start-send-flow'

export { GAS_PRICE_RETRY_BLOCK_MS } from '@/registry/lib/state/send/send-gas'

/**
 * The send flow (SPEC §4): pick a token from the balances, type an amount (max keeps the fee
 * for the native coin) and a receiver (address or name), then submit through the connected
 * wallet. Submitting moves the modal to Account; success shows 'Transaction started' and resets,
 * a failure shows the SPEC text ('Something went wrong' on EVM and Bitcoin with SEND_ERROR,
 * 'Failed to send transaction. Please try again.' on Solana) and keeps the input; a declined
 * prompt is no error. Bitcoin (bip122) sends BTC through the wallet's transfer feature; the
 * last hash or txid stays in `lastTransaction`. Each method is an action of its own file, all
 * sharing one context.
 *
 * @example
 * const flow = createSendFlow({ connection, networks, balances, snackbar, router, getApi })
 * const stop = flow.start()
 * flow.setAmount('0.1'); flow.setReceiver('0x…'); await flow.send()
 */
export function createSendFlow(dependencies: SendFlowDependencies) {
  const context = createSendFlowContext(dependencies)
  return {
    store: context.store,
    events: context.events,
    /** Call when the Send view opens; returns the stop for when it closes. */
    start: (): (() => void) => startSendFlow(context),
    setToken: (token: TokenBalance): void => setSendToken(context, { token }),
    setAmount: (sendTokenAmount: string | undefined): void => setSendAmount(context, { amount: sendTokenAmount }),
    /** The whole balance, less the network fee for the native coin. */
    setMax: (): void => setSendMax(context),
    /** An address is taken as typed (its identity is looked up); a name is resolved after a pause in typing. */
    setReceiver: (input: string): void => setSendReceiver(context, { input }),
    send: (): Promise<void> => sendTransfer(context),
    reset: (): void => resetSend(context),
    accountType: context.accountType,
  }
}

export type SendFlow = ReturnType<typeof createSendFlow>
export type { SendFlowDependencies, SendFlowEvents, SendState }
