import { BaseError } from '@/registry/lib/errors/base'

/**
 * Errors of the HTTP layer under the service clients. The status text is SPEC §7/§8
 * ('HTTP status code: {n}'); the others have no SPEC text, so they say plainly what broke.
 */

/** A non-2xx answer. `meta.status` carries the code; the Response is the cause. */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(status: number, parameters: { cause?: unknown; url?: string } = {}) {
    super('HTTP_STATUS', `HTTP status code: ${status}`, {
      cause: parameters.cause,
      details: parameters.url,
      meta: { status, url: parameters.url },
    })
    this.status = status
  }
}

/** fetch itself rejected: connection refused, DNS, CORS. */
export class HttpNetworkError extends BaseError {
  override name = 'HttpNetworkError'
  constructor(parameters: { cause?: unknown; url?: string } = {}) {
    super('HTTP_NETWORK', 'Network request failed', { cause: parameters.cause, details: parameters.url, meta: { url: parameters.url } })
  }
}

export class HttpTimeoutError extends BaseError {
  override name = 'HttpTimeoutError'
  constructor(parameters: { timeout: number; url?: string }) {
    super('HTTP_TIMEOUT', 'Request timed out', {
      details: `${parameters.url ?? ''} after ${parameters.timeout} ms`.trim(),
      meta: { timeout: parameters.timeout, url: parameters.url },
    })
  }
}

/** The caller's AbortSignal fired. Same words as the frame's abort (SPEC §8). */
export class HttpAbortError extends BaseError {
  override name = 'HttpAbortError'
  constructor(parameters: { cause?: unknown; url?: string } = {}) {
    super('HTTP_ABORTED', 'Request was aborted', { cause: parameters.cause, meta: { url: parameters.url } })
  }
}

/** The body was not JSON (garbage, truncated, empty). */
export class HttpInvalidJsonError extends BaseError {
  override name = 'HttpInvalidJsonError'
  constructor(parameters: { cause?: unknown; url?: string; body?: string } = {}) {
    super('HTTP_INVALID_JSON', 'Invalid JSON response', {
      cause: parameters.cause,
      details: parameters.body?.slice(0, 200),
      meta: { url: parameters.url },
    })
  }
}

/** JSON that does not match the schema of the endpoint (wrong types, missing fields). */
export class HttpInvalidResponseError extends BaseError {
  override name = 'HttpInvalidResponseError'
  constructor(parameters: { cause?: unknown; url?: string; issues?: string } = {}) {
    super('HTTP_INVALID_RESPONSE', 'Unexpected response shape', {
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
