/** Bitcoin amounts: 8 decimals (1 BTC = 100 000 000 satoshis). */
export const BTC_DECIMALS = 8

// Digits with at most 8 after the dot: a satoshi is the smallest amount a transfer can carry.
const btcPattern = /^(?:\d+(?:\.\d{0,8})?|\.\d{1,8})$/

/**
 * A typed BTC amount in satoshis, or undefined when it is not a positive amount of at most 8
 * decimals (more precision than a satoshi is refused, never rounded).
 *
 * @example
 * btcToSats('0.1') // 10000000n
 * btcToSats('0.000000001') // undefined
 */
export function btcToSats(amount: string | undefined): bigint | undefined {
  const text = amount?.trim() ?? ''
  if (!btcPattern.test(text)) return undefined
  const [whole = '', fraction = ''] = text.split('.')
  const sats = BigInt(whole || '0') * BigInt(100_000_000) + BigInt(fraction.padEnd(BTC_DECIMALS, '0') || '0')
  return sats > BigInt(0) ? sats : undefined
}
