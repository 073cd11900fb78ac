import type { LocalePack } from '@/registry/lib/i18n/define-strings'

// A pseudo-locale (en-XA, as Android and Chromium name theirs): every English text accented, 40%
// longer and bracketed, so a host sees at once which text it hard-coded (plain ASCII), which
// label its restyled layout cuts (a missing closing bracket) and how its views take longer
// languages, before any translator has seen them.

// Each ASCII letter and its accented look-alike, by position.
const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const accents = [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ']
// Words, not one repeated glyph: the padding wraps and measures like text.
const padding = 'ļöŕéɱ íþšüɱ ðöļöŕ šíţ áɱéţ çöñšéçţéţüŕ áðíþíšçíñĝ éļíţ'

/** Where the pseudo-locale's text starts and ends; a label missing its end was cut. */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accents[plain.indexOf(letter)] ?? letter)
}

/**
 * `english` pseudo-localized: its letters accented, padded to 140% of its length, bracketed.
 * `kept` are the values a function entry put in (an address, a symbol, a count): they stay as they
 * are, since a user copies them and the views format them.
 *
 * @example
 * pseudoText('Send 5 ETH', ['ETH']) // '⟦Šéñð 5 ETH ļöŕé⟧'
 */
export function pseudoText(english: string, kept: readonly string[] = []): string {
  if (english.trim() === '') return english
  const values = kept.filter((value) => value.length > 0 && english.includes(value))
  let out = ''
  let rest = english
  while (rest.length > 0) {
    const next = values
      .map((value) => ({ value, at: rest.indexOf(value) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.value.length - a.value.length)[0]
    if (!next) {
      out += accent(rest)
      break
    }
    out += accent(rest.slice(0, next.at)) + next.value
    rest = rest.slice(next.at + next.value.length)
  }
  const extra = Math.ceil(english.length * 0.4)
  const pad = padding
    .repeat(Math.ceil(extra / padding.length))
    .slice(0, extra)
    .trimEnd()
  return `${PSEUDO_OPEN}${out}${pad ? ` ${pad}` : ''}${PSEUDO_CLOSE}`
}

// Every entry of a strings module made pseudo; a function entry's arguments stay as they are in its text.
function pseudoEntry(english: unknown): unknown {
  if (typeof english === 'string') return pseudoText(english)
  if (typeof english === 'function')
    return (...args: unknown[]) => {
      const kept = args.flatMap((arg) =>
        typeof arg === 'string' || typeof arg === 'number' || typeof arg === 'bigint' ? [String(arg)] : [],
      )
      return pseudoText(String((english as (...a: unknown[]) => unknown)(...args)), kept)
    }
  if (Array.isArray(english)) return english.map(pseudoEntry)
  if (typeof english === 'object' && english !== null)
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, pseudoEntry(value)]))
  return english
}

/**
 * The pseudo-locale's pack: no table of its own, every strings module and SPEC text derived from
 * the English one (`walletkit add locale-pseudo`, active while the kit's locale is en-XA).
 */
export const pseudo: LocalePack = { derive: <T>(english: T) => pseudoEntry(english) as T }
