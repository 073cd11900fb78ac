import { base58 } from '@scure/base'

/** Solana's base58 (keys, signatures, wire transactions); one codec for every local stand-in. */
export const encodeBase58 = (bytes: Uint8Array): string => base58.encode(bytes)
export const decodeBase58 = (text: string): Uint8Array => base58.decode(text)
