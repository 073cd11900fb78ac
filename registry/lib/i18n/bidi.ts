// Amounts, symbols and addresses inside right-to-left sentences: without an isolate the bidi
// algorithm reorders "9,999.992 ETH" into "ETH 9,999.992" in Arabic and Hebrew text.

/**
 * `text` as a left-to-right island (U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069 POP DIRECTIONAL
 * ISOLATE) for a right-to-left pack's sentences.
 *
 * @example
 * balance: (amount: string, symbol: string) => `الرصيد: ${ltr(`${amount} ${symbol}`)}`
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`
}
