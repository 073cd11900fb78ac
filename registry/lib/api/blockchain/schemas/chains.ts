import * as z from 'zod/mini'

export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z._default(z.array(z.string()), []),
})
export type SupportedChains = z.output<typeof supportedChainsSchema>

export const identitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type Identity = z.output<typeof identitySchema>

export const gasPriceSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})
export type GasPrice = z.output<typeof gasPriceSchema>

/** The JSON-RPC wrapper of POST /v1?chainId= (API.md §2); `ok` is not standard, so optional. */
export function rpcEnvelopeSchema<result extends z.core.$ZodType>(result: result) {
  return z.object({
    ok: z.optional(z.boolean()),
    jsonrpc: z.string(),
    id: z.union([z.string(), z.number()]),
    result,
  })
}
