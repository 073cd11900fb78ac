import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'
import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

// Texts are SPEC §8 verbatim: hosts match on them and on `code`.

/** The secure frame did not load or never announced READY. */
export class FrameLoadError extends defineErrorClass('FrameLoadError', 'FRAME_LOAD_FAILED', 'Unable to load email login dependency') {}

/** An RPC request (or GET_FARCASTER_URI) cancelled by its caller (AbortSignal or rejectPending). */
export class FrameRequestAbortedError extends defineErrorClass(
  'FrameRequestAbortedError',
  'FRAME_REQUEST_ABORTED',
  'Request was aborted',
) {}

/** SPEC §8: any other frame request cancelled by its caller ends like a timeout, 'Something went wrong'. */
export class FrameRequestCancelledError extends defineErrorClass(
  'FrameRequestCancelledError',
  'FRAME_REQUEST_CANCELLED',
  'Something went wrong',
) {}

/** The frame answered `<TYPE>_ERROR`; its message is kept, 'An error occurred' when it sent none. */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  constructor(message: string | undefined, parameters: BaseErrorParameters = {}) {
    super('FRAME_REQUEST_FAILED', message && message.length > 0 ? message : 'An error occurred', parameters)
  }
}

/** A message that does not match the protocol schema, in either direction. */
export class FrameMessageInvalidError extends defineErrorClass('FrameMessageInvalidError', 'FRAME_MESSAGE_INVALID', 'An error occurred') {}

export class FrameIframeNotSetError extends defineErrorClass(
  'FrameIframeNotSetError',
  'FRAME_IFRAME_NOT_SET',
  'W3mFrame: iframe is not set',
) {}

export class FrameParentNotSetError extends defineErrorClass(
  'FrameParentNotSetError',
  'FRAME_PARENT_NOT_SET',
  'W3mFrame: parent is not set',
) {}

/** SPEC §9 frame timeouts end here. */
export class FrameTimeoutError extends defineErrorClass('FrameTimeoutError', 'FRAME_TIMEOUT', 'Something went wrong') {}

/** SPEC §4: an RPC method the auth connector does not know. */
export class RpcMethodUnknownError extends BaseError {
  override name = 'RpcMethodUnknownError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super('RPC_METHOD_UNKNOWN', `Unsupported method: ${method}`, { ...parameters, meta: { method } })
  }
}

/** The user declined an unsafe request in the ApproveTransaction view (EIP-1193 code 4001). */
export class RequestRejectedError extends BaseError {
  override name = 'RequestRejectedError'
  readonly rpcCode = 4001
  constructor(parameters: BaseErrorParameters = {}) {
    super('USER_REJECTED', 'User rejected the request', parameters)
  }
}
