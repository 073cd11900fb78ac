import { chainErrorOfText } from '@/registry/lib/errors/chain'
import { FrameRequestError, RequestRejectedError, RpcMethodUnknownError } from '@/registry/lib/errors/frame'
import { ActionNotAllowedError, RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { classifyRpcMethod } from '@/registry/lib/connectors/auth/rpc-methods'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'

/** SPEC §8: the 'Action not allowed' notice follows a refused request by 300 ms. */
export const actionNotAllowedDelayMs = 300

/** How a forwarded request ended; `request` is the frozen copy given to `approve` (unsafe requests). */
export type RequestOutcome = { method: string; unsafe: boolean; ok: boolean; request?: Readonly<RequestArguments> | undefined }

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

export type AuthRequestHooks = {
  /**
   * Called before an unsafe request goes to the frame, with the frozen copy that is sent: the host
   * shows it (the ApproveTransaction view reveals the frame, whose own confirmation decides).
   * Resolving false refuses the request without sending it.
   */
  approve: (request: Readonly<RequestArguments>) => Promise<boolean>
  /** User-facing notices ('Action not allowed'). */
  onNotice?: ((notice: { variant: 'error'; message: string; code: string }) => void) | undefined
  /** After each frame request: state pops the transaction stack, closes the modal or refreshes the balance. */
  onRequestSettled?: ((outcome: RequestOutcome) => void) | undefined
}

export type AuthRequestContext = AuthRequestHooks & {
  /** Answers eth_chainId, accounts and chain switching without the frame. */
  answerLocally(args: RequestArguments): Promise<unknown>
  /** Sends the request through the frame. */
  send(args: RequestArguments): Promise<unknown>
}

/**
 * SPEC §6: a disallowed request rejects with 'Requested RPC call is not allowed' and the user sees
 * 'Action not allowed' 300 ms later, whether the kit refuses it or the secure site does.
 */
function refuse(context: AuthRequestContext, method: string, cause?: unknown): RpcCallNotAllowedError {
  setTimeout(
    () => context.onNotice?.({ variant: 'error', message: ActionNotAllowedError.shortMessage, code: ActionNotAllowedError.code }),
    actionNotAllowedDelayMs,
  )
  return new RpcCallNotAllowedError({ meta: { method }, cause })
}

/**
 * The auth connector's EIP-1193 `request`: local methods answered here, safe ones forwarded,
 * unsafe ones forwarded only after approval, blocked ones refused, unknown ones rejected.
 *
 * @example
 * await authRequest(context, { method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export async function authRequest(context: AuthRequestContext, args: RequestArguments): Promise<unknown> {
  const kind = classifyRpcMethod(args.method)
  if (kind === 'local') return context.answerLocally(args)
  if (kind === 'unknown') throw new RpcMethodUnknownError(args.method)
  if (kind === 'blocked') throw refuse(context, args.method)
  const unsafe = kind === 'unsafe'
  // One frozen snapshot is shown and sent: later changes to the caller's objects reach neither.
  const request: Readonly<RequestArguments> = unsafe ? deepFreeze(structuredClone({ method: args.method, params: args.params })) : args
  const shown = unsafe ? request : undefined
  if (unsafe && !(await context.approve(request))) {
    context.onRequestSettled?.({ method: args.method, unsafe, ok: false, request: shown })
    throw new RequestRejectedError({ meta: { method: args.method } })
  }
  try {
    const result = await context.send(request)
    context.onRequestSettled?.({ method: args.method, unsafe, ok: true, request: shown })
    return result
  } catch (error) {
    context.onRequestSettled?.({ method: args.method, unsafe, ok: false, request: shown })
    // The secure site refuses what it does not offer (the reference site: wallet_grantPermissions) with the same text.
    if (error instanceof FrameRequestError && error.shortMessage === RpcCallNotAllowedError.shortMessage)
      throw refuse(context, args.method, error)
    // A chain error the frame names by its SPEC text (an unfunded account) reaches the app typed, as from any wallet.
    const named = error instanceof FrameRequestError ? chainErrorOfText(error.shortMessage, { cause: error }) : undefined
    throw named ?? error
  }
}
