import { BaseError } from '@/registry/lib/errors/base'

/** The catalogue's default text when nothing better is known (SPEC §8, frame default). */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred'

/**
 * The text a view shows for an error: the SPEC's `shortMessage` of a walletkit error found on
 * the cause chain, otherwise `fallback`. Raw `Error.message` is never shown, because wallets and
 * nodes put URLs, keys and raw transactions there.
 *
 * @example
 * setError(toUserMessage(cause, strings.failed))
 */
export function toUserMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.cause !== undefined) {
    const inner = new BaseError('UNKNOWN', fallback, { cause: error }).walk((e) => e instanceof BaseError && e.code !== 'UNKNOWN')
    if (inner instanceof BaseError) return inner.shortMessage
  }
  return fallback
}
