import { BaseError } from '@/registry/lib/errors/base'

/** The catalogue's default text when nothing better is known (SPEC §8, frame default). */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred'

/**
 * The text a view shows for an error: the SPEC's `shortMessage` of a walletkit error found on
 * the cause chain (in `translations`' words when they have its code), otherwise `fallback`. Raw `Error.message` is never shown, because wallets and
 * nodes put URLs, keys and raw transactions there.
 *
 * @example
 * setError(toUserMessage(cause, strings.failed))
 */
export function toUserMessage(
  error: unknown,
  fallback: string = DEFAULT_ERROR_MESSAGE,
  translations?: Readonly<Record<string, string>>,
): string {
  const shown = userFacingError(error)
  if (!shown) return fallback
  // The English SPEC text stays the thrown message; only what is shown follows the locale.
  return translations?.[shown.code] ?? shown.shortMessage
}

/** The walletkit error whose text a view shows for `error`: itself, or the first one on its cause chain. */
export function userFacingError(error: unknown): BaseError | undefined {
  if (error instanceof BaseError) return error
  if (error instanceof Error && error.cause !== undefined) {
    const inner = new BaseError('UNKNOWN', DEFAULT_ERROR_MESSAGE, { cause: error }).walk(
      (e) => e instanceof BaseError && e.code !== 'UNKNOWN',
    )
    if (inner instanceof BaseError) return inner
  }
  return undefined
}
