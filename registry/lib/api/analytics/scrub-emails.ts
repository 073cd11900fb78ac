// An address-like token around an '@': a run of token characters, '@', another run. Token
// characters are everything but whitespace, '@' and "'<>(),;: (the old pattern
// /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g). Wallet addresses and CAIP ids never contain '@', so
// nothing else a kit event carries is touched.
const separator = /[\s@"'<>(),;:]/

/** What an e-mail address is replaced with. */
export const SCRUBBED_EMAIL = '[email]'

/**
 * Replaces every address-like token in `text` by `[email]`, in one pass: each character is looked
 * at a bounded number of times. (The regex it replaces retried from every position of a long run
 * without an '@', quadratic: 80,000 characters of URL fragment took 13 s.) `meter`, for tests,
 * counts the characters examined.
 */
export function scrubEmailsInText(text: string, meter?: { steps: number }): string {
  const isToken = (index: number): boolean => {
    if (meter) meter.steps += 1
    const char = text[index]
    return char !== undefined && !separator.test(char)
  }
  /** The end of the run of token characters starting at `from`. */
  const runEnd = (from: number): number => {
    let end = from
    while (isToken(end)) end += 1
    return end
  }
  let out = ''
  let index = 0
  while (index < text.length) {
    if (!isToken(index)) {
      out += text[index]
      index += 1
      continue
    }
    const local = runEnd(index)
    // A match can only start at a run's first character: from inside the run, the same '@' (or
    // its absence) decides, so the run is judged once.
    if (text[local] === '@' && isToken(local + 1)) {
      index = runEnd(local + 1)
      out += SCRUBBED_EMAIL
    } else {
      out += text.slice(index, local)
      index = local
    }
  }
  return out
}

/**
 * Returns a copy of `value` with every e-mail address in its strings (at any depth) replaced by
 * `[email]`: analytics must never carry one (SPEC §7), whatever a caller put in an event.
 *
 * @example
 * scrubEmails({ search: 'alice@example.com' }) // { search: '[email]' }
 */
export function scrubEmails<T>(value: T): T {
  if (typeof value === 'string') return scrubEmailsInText(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => scrubEmails(item)) as T
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) copy[key] = scrubEmails(item)
    return copy as T
  }
  return value
}
