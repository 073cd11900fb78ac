import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

// Texts are SPEC §8 verbatim: hosts match on them and on `code`.

/** The secure frame did not load or never announced READY. */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('FRAME_LOAD_FAILED', 'Unable to load email login dependency', parameters)
  }
}

/** A frame request was cancelled by its caller (AbortSignal or rejectPending). */
export class FrameRequestAbortedError extends BaseError {
  override name = 'FrameRequestAbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('FRAME_REQUEST_ABORTED', 'Request was aborted', parameters)
  }
}

/** The frame answered `<TYPE>_ERROR`; its message is kept, 'An error occurred' when it sent none. */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  constructor(message: string | undefined, parameters: BaseErrorParameters = {}) {
    super('FRAME_REQUEST_FAILED', message && message.length > 0 ? message : 'An error occurred', parameters)
  }
}

/** A message that does not match the protocol schema, in either direction. */
export class FrameMessageInvalidError extends BaseError {
  override name = 'FrameMessageInvalidError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('FRAME_MESSAGE_INVALID', 'An error occurred', parameters)
  }
}

export class FrameIframeNotSetError extends BaseError {
  override name = 'FrameIframeNotSetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('FRAME_IFRAME_NOT_SET', 'W3mFrame: iframe is not set', parameters)
  }
}

export class FrameParentNotSetError extends BaseError {
  override name = 'FrameParentNotSetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('FRAME_PARENT_NOT_SET', 'W3mFrame: parent is not set', parameters)
  }
}

/** SPEC §9 frame timeouts end here. */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('FRAME_TIMEOUT', 'Something went wrong', parameters)
  }
}

/** SPEC §6: a method the embedded wallet refuses. */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('RPC_NOT_ALLOWED', 'Requested RPC call is not allowed', parameters)
  }
}

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
