import { causeChain } from '@/registry/lib/errors/cause-chain'

export type BaseErrorParameters = {
  /** Extra detail for developers; never shown to end users as the headline. */
  details?: string | undefined
  cause?: unknown
  /** Arbitrary structured data that helps a caller react (status codes, method names). */
  meta?: Record<string, unknown> | undefined
}

/**
 * The root of every error walletkit throws. `shortMessage` is the exact user-facing text from
 * the product specification; `code` is a stable string a caller can switch on.
 *
 * @example
 * if (error instanceof BaseError && error.code === 'FRAME_LOAD_FAILED') retry()
 */
export class BaseError extends Error {
  override name = 'WalletKitError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly meta: Record<string, unknown> | undefined

  constructor(code: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.meta = parameters.meta
  }

  /** Walks the cause chain; returns the first error that matches `predicate`, or the deepest one. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let last: unknown = this
    for (const link of causeChain(this)) {
      if (predicate?.(link)) return link
      last = link
    }
    return predicate ? null : last
  }
}
