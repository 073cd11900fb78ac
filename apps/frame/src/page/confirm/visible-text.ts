// Text the user reads before signing, with every character that would not show (or would reorder
// what shows) written out as ⟨U+XXXX⟩: controls, format characters (bidi overrides and isolates,
// zero-width joiners and spaces, tags), unassigned and private-use code points, line and
// paragraph separators, the spaces other than U+0020, Hangul fillers and variation selectors.
// Newlines and tabs stay: the layout shows them.

const hidden =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}\u115F\u1160\u3164\uFFA0\u034F\u17B4\u17B5\u180B-\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu

/**
 * `text` with its invisible and bidi characters made visible.
 *
 * @example
 * visibleText('Pay \u202Eevil') // 'Pay ⟨U+202E⟩evil'
 */
export function visibleText(text: string): string {
  return text.replace(hidden, (char) => {
    if (char === '\n' || char === '\t' || char === ' ') return char
    return `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`
  })
}

/** How many characters of `text` visibleText would write out. */
export function hiddenCount(text: string): number {
  let count = 0
  for (const match of text.matchAll(hidden)) if (match[0] !== '\n' && match[0] !== '\t' && match[0] !== ' ') count += 1
  return count
}
