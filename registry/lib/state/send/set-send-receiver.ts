import { toUserMessage, userFacingError } from '@/registry/lib/errors/to-user-message'
import { INPUT_DEBOUNCE_MS } from '@/registry/lib/state/modal/input-debounce'
import type { SendFlowContext } from '@/registry/lib/state/send/send-flow-context'
import { resolveReceiver, type ReceiverProfile } from '@/registry/lib/state/send/resolve-receiver'

export type SetSendReceiverParameters = { input: string }

/**
 * The receiver as typed: an address is taken as typed (its identity is looked up); a name is
 * resolved after a pause in typing. An answer for an older input is dropped.
 *
 * @example
 * setSendReceiver(context, { input: 'vitalik.eth' })
 */
export function setSendReceiver(context: SendFlowContext, { input }: SetSendReceiverParameters): void {
  const { store } = context
  clearTimeout(context.lookup.timer)
  const sequence = ++context.lookup.sequence
  const value = input.trim()
  store.setState({
    receiverInput: input,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    receiverError: undefined,
    receiverErrorCode: undefined,
    resolvingReceiver: value !== '',
  })
  if (!value) return
  const apply = (profile: ReceiverProfile) => {
    if (sequence !== context.lookup.sequence) return
    store.setState({ ...profile, resolvingReceiver: false })
    void context.gas.estimate()
  }
  const run = () =>
    resolveReceiver({ getApi: context.getApi, network: context.network(), sender: context.account()?.address, input: value }).then(
      apply,
      (error: unknown) =>
        apply({
          receiverAddress: undefined,
          receiverProfileName: undefined,
          receiverProfileImageUrl: undefined,
          receiverError: toUserMessage(error),
          receiverErrorCode: userFacingError(error)?.code,
        }),
    )
  context.lookup = { sequence, timer: setTimeout(run, INPUT_DEBOUNCE_MS) }
}
