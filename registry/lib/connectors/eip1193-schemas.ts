import { z } from 'zod'

/** Wallet replies and event payloads of EIP-1193, parsed where they arrive. */
export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
export const accountsSchema = z.array(evmAddressSchema)
/** Hex is the standard; a few wallets send decimal strings or numbers, which are still unambiguous. */
export const chainIdSchema = z
  .union([z.string().regex(/^0x[0-9a-fA-F]+$/), z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, value.startsWith('0x') ? 16 : 10)))
/** Replies whose value carries no data (EIP-3326/3085 answer null); success is the absence of an error. */
export const ignoredReplySchema = z.unknown().transform(() => undefined)

export const toHexChainId = (id: number | string): `0x${string}` => `0x${Number(id).toString(16)}`
