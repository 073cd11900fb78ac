import * as z from 'zod/mini'
import type { SiwxSession } from '@/registry/lib/siwx/siwx-types'

const optional = z.optional(z.string())

/** A session as stored or sent by a server: checked where it arrives, unknown fields dropped. */
export const siwxSessionSchema = z.object({
  data: z.object({
    domain: z.string(),
    accountAddress: z.string(),
    statement: optional,
    uri: z.string(),
    version: z.string(),
    chainId: z.string().check(z.regex(/^(eip155|solana|polkadot|bip122):.+$/)),
    nonce: z.string(),
    issuedAt: z.string(),
    expirationTime: optional,
    notBefore: optional,
    requestId: optional,
    resources: z.optional(z.array(z.string())),
  }),
  message: z.string(),
  signature: z.string(),
})

export const siwxSessionsSchema = z.array(siwxSessionSchema)

// The schema's chainId is a checked string; the template literal type cannot be expressed in zod.
export const toSiwxSessions = (value: z.output<typeof siwxSessionsSchema>): SiwxSession[] => value as SiwxSession[]
