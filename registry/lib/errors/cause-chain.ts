/**
 * Links of a cause chain looked at, at most. Wallets, viem and the connectors wrap an error a
 * few times; a longer chain is cut here rather than walked forever.
 */
export const MAX_CAUSE_DEPTH = 10

/**
 * Every link of an error's cause chain, outermost first: the value itself, then the `cause` of
 * each object (an Error or a plain `{ code, cause }` a wallet threw), stopping at a loop, at a
 * value that is not an object, or after MAX_CAUSE_DEPTH links. The one walker for the whole kit.
 *
 * @example
 * for (const link of causeChain(error)) if (link instanceof HttpStatusError) return link.status
 */
export function* causeChain(error: unknown): Generator<unknown, void, undefined> {
  const seen = new Set<unknown>()
  let current = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== undefined && current !== null && !seen.has(current); depth++) {
    seen.add(current)
    yield current
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
}

/**
 * The first link of the cause chain that `predicate` accepts, or undefined.
 *
 * @example
 * const http = findCause(error, (link): link is HttpStatusError => link instanceof HttpStatusError)
 */
export function findCause<T>(error: unknown, predicate: (link: unknown) => link is T): T | undefined
export function findCause(error: unknown, predicate: (link: unknown) => boolean): unknown
export function findCause(error: unknown, predicate: (link: unknown) => boolean): unknown {
  for (const link of causeChain(error)) if (predicate(link)) return link
  return undefined
}
