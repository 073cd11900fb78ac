import { BaseError } from '@/registry/lib/errors/base'

/**
 * Errors of the HTTP layer under the service clients. The status text is SPEC §7/§8
 * ('HTTP status code: {n}'); the others have no SPEC text, so they say plainly what broke.
 */

/** A non-2xx answer. `meta.status` carries the code; the Response is the cause. */
export class HttpStatusError extends BaseError {
  static readonly code = 'HTTP_STATUS'
  override name = 'HttpStatusError'
  readonly status: number
  /** The error body as text, so callers can read a service's reasons (profile errors). */
  readonly body: string | undefined
  constructor(status: number, parameters: { cause?: unknown; url?: string; body?: string | undefined } = {}) {
    super(HttpStatusError.code, `HTTP status code: ${status}`, {
      cause: parameters.cause,
      details: parameters.url,
      meta: { status, url: parameters.url },
    })
    this.status = status
    this.body = parameters.body
  }
}

/** fetch itself rejected: connection refused, DNS, CORS. */
export class HttpNetworkError extends BaseError {
  static readonly code = 'HTTP_NETWORK'
  override name = 'HttpNetworkError'
  constructor(parameters: { cause?: unknown; url?: string } = {}) {
    super(HttpNetworkError.code, 'Network request failed', {
      cause: parameters.cause,
      details: parameters.url,
      meta: { url: parameters.url },
    })
  }
}

export class HttpTimeoutError extends BaseError {
  static readonly code = 'HTTP_TIMEOUT'
  override name = 'HttpTimeoutError'
  constructor(parameters: { timeout: number; url?: string }) {
    super(HttpTimeoutError.code, 'Request timed out', {
      details: `${parameters.url ?? ''} after ${parameters.timeout} ms`.trim(),
      meta: { timeout: parameters.timeout, url: parameters.url },
    })
  }
}

/** The caller's AbortSignal fired. Same words as the frame's abort (SPEC §8). */
export class HttpAbortError extends BaseError {
  static readonly code = 'HTTP_ABORTED'
  override name = 'HttpAbortError'
  constructor(parameters: { cause?: unknown; url?: string } = {}) {
    super(HttpAbortError.code, 'Request was aborted', { cause: parameters.cause, meta: { url: parameters.url } })
  }
}

/** The body was not JSON (garbage, truncated, empty). */
export class HttpInvalidJsonError extends BaseError {
  static readonly code = 'HTTP_INVALID_JSON'
  override name = 'HttpInvalidJsonError'
  constructor(parameters: { cause?: unknown; url?: string; body?: string } = {}) {
    super(HttpInvalidJsonError.code, 'Invalid JSON response', {
      cause: parameters.cause,
      details: parameters.body?.slice(0, 200),
      meta: { url: parameters.url },
    })
  }
}

/** JSON that does not match the schema of the endpoint (wrong types, missing fields). */
export class HttpInvalidResponseError extends BaseError {
  static readonly code = 'HTTP_INVALID_RESPONSE'
  override name = 'HttpInvalidResponseError'
  constructor(parameters: { cause?: unknown; url?: string; issues?: string } = {}) {
    super(HttpInvalidResponseError.code, 'Unexpected response shape', {
      cause: parameters.cause,
      details: parameters.issues,
      meta: { url: parameters.url },
    })
  }
}

/** Every error the HTTP client raises. */
export type HttpErrorType =
  | HttpStatusError
  | HttpNetworkError
  | HttpTimeoutError
  | HttpAbortError
  | HttpInvalidJsonError
  | HttpInvalidResponseError
