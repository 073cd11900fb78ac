import { z } from 'zod'

// Building blocks shared by both directions; SPEC §5 frame rules live here once.

export const emailSchema = z.email()
/** SPEC §5: the one-time code is a string (its format is the secure site's business). */
export const otpSchema = z.string()
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** SPEC §5: a string; eoa and smartAccount are the values the kit itself sends. */
export const preferredAccountTypeSchema = z.string()
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])
export const chainIdSchema = z.union([z.string(), z.number()])
export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
/**
 * SYNC_DAPP_DATA.locale (walletkit's own field, API.md names none): the host's active locale as
 * a canonical BCP 47 tag ('pt-BR', not 'pt_br' or 'pt-br'), so the frame's confirmation speaks it.
 */
export const localeTagSchema = z
  .string()
  .max(64)
  .refine((tag) => canonicalTag(tag) === tag, { message: 'not a canonical BCP 47 tag' })

/** `tag` in its canonical BCP 47 form, or undefined when Intl cannot read it. */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}
export const preflightCommitmentSchema = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])

export const siwxMessageSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  serializedMessage: z.string().optional(),
  notBefore: z.string().optional(),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: z.string().optional(),
  expirationTime: z.string().optional(),
})

export const frameAccountSchema = z.object({ address: z.string(), type: accountTypeSchema })

const hexPrefixed = z.string().startsWith('0x')

/** SPEC §5 send-calls payload: every call needs 'to' (0x…), 'data' is 0x…, 'value' a string. */
export const sendCallSchema = z.object({
  to: hexPrefixed,
  data: hexPrefixed.optional(),
  value: z.string().optional(),
})
export const sendCallsParamsSchema = z.tuple([
  z.looseObject({
    calls: z.array(sendCallSchema),
    version: z.string().optional(),
    chainId: z.string().optional(),
    from: z.string().optional(),
  }),
])

/** A message the kit always carries: a literal type, an optional correlation id and its payload. */
export function message<const T extends string, P extends z.ZodType>(type: T, payload: P) {
  return z.object({ type: z.literal(type), id: z.string().optional(), payload })
}

/** Requests without a payload must not smuggle one in. */
export const noPayload = z.undefined().optional()
/** Replies without a payload: the public site may send an empty object, anything else is ignored. */
export const emptyReply = z.looseObject({}).optional()

export const errorPayloadSchema = z.object({ message: z.string() })
