// An address-like token around an '@': local part, '@', a dotted domain. Wallet addresses and
// CAIP ids never contain '@', so nothing else a kit event carries is touched.
const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g

/** What an e-mail address is replaced with. */
export const SCRUBBED_EMAIL = '[email]'

/**
 * Returns a copy of `value` with every e-mail address in its strings (at any depth) replaced by
 * `[email]`: analytics must never carry one (SPEC §7), whatever a caller put in an event.
 *
 * @example
 * scrubEmails({ search: 'alice@example.com' }) // { search: '[email]' }
 */
export function scrubEmails<T>(value: T): T {
  if (typeof value === 'string') return value.replace(emailPattern, SCRUBBED_EMAIL) as T
  if (Array.isArray(value)) return value.map((item: unknown) => scrubEmails(item)) as T
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) copy[key] = scrubEmails(item)
    return copy as T
  }
  return value
}
