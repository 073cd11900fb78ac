const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const values = new Map([...alphabet].map((char, index) => [char, index]))

/** Decodes base58btc (the did:key multibase body). Throws on characters outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    const value = values.get(char)
    if (value === undefined) throw new Error(`invalid base58 character "${char}"`)
    let carry = value
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  // Leading "1"s stand for leading zero bytes, which the arithmetic above drops.
  for (const char of text) {
    if (char !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}
