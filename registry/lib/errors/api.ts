import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

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
    super(HttpNetworkError.code, 'Network request failed', { cause: parameters.cause, details: parameters.url, meta: { url: parameters.url } })
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

/*
 * Blockchain API failures with their SPEC §8 texts. Each wraps the HTTP error as its cause.
 */

/** SPEC §8: balance failure or unsupported network; the caller blocks retries for 30 s. */
export class TokenBalanceUnavailableError extends BaseError {
  static readonly code = 'TOKEN_BALANCE_UNAVAILABLE'
  override name = 'TokenBalanceUnavailableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(TokenBalanceUnavailableError.code, 'Token Balance Unavailable', parameters)
  }
}

/** SPEC §8: history failure; the caller empties the list and clears the cursor. */
export class FetchTransactionsError extends BaseError {
  static readonly code = 'TRANSACTIONS_FETCH_FAILED'
  override name = 'FetchTransactionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(FetchTransactionsError.code, 'Failed to fetch transactions', parameters)
  }
}

export class GasPriceNetworkError extends BaseError {
  static readonly code = 'GAS_PRICE_NETWORK_UNSUPPORTED'
  override name = 'GasPriceNetworkError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(GasPriceNetworkError.code, 'Network not supported for Gas Price', parameters)
  }
}

export class SwapNetworkError extends BaseError {
  static readonly code = 'SWAP_NETWORK_UNSUPPORTED'
  override name = 'SwapNetworkError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(SwapNetworkError.code, 'Network not supported for Swaps', parameters)
  }
}

/**
 * Name service failures (SPEC §8). The service's first reason description, when it sent one,
 * replaces the default text because it tells the user what to change (name taken, too short).
 */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  constructor(
    code: NameServiceErrorCode,
    defaultMessage: string,
    parameters: BaseErrorParameters & { reason?: string | undefined } = {},
  ) {
    super(code, parameters.reason ?? defaultMessage, parameters)
  }
}

export type NameServiceErrorCode =
  | 'NAME_RESOLVE_FAILED'
  | 'NAME_SUGGESTIONS_FAILED'
  | 'NAME_REVERSE_LOOKUP_FAILED'
  | 'NAME_REGISTER_FAILED'

export const nameServiceMessages = {
  NAME_RESOLVE_FAILED: () => 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: () => 'Error fetching name suggestions',
  NAME_REVERSE_LOOKUP_FAILED: () => 'Error fetching names for address',
  NAME_REGISTER_FAILED: (name: string) => `Error registering name ${name}`.trimEnd(),
} as const
