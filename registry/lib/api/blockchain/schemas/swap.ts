import * as z from 'zod/mini'

export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
})
export type SwapToken = z.output<typeof swapTokenSchema>
export const swapTokensSchema = z.object({ tokens: z.array(swapTokenSchema) })

export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullable(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
    }),
  ),
})
export type SwapQuotes = z.output<typeof swapQuotesSchema>

export const allowanceSchema = z.object({ allowance: z.string() })

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
// API.md types approve gas as a number and build gas as a string; either may come as the other.
const gas = z.union([z.string().check(z.regex(/^\d+$/)), z.number().check(z.int(), z.nonnegative())])

export const buildApproveSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hex,
    value: z.string(),
    eip155: z.object({ gas, gasPrice: z.string() }),
  }),
})
export type BuildApprove = z.output<typeof buildApproveSchema>

export const buildTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hex,
    amount: z.string(),
    eip155: z.object({ gas, gasPrice: z.string() }),
  }),
})
export type BuildTransaction = z.output<typeof buildTransactionSchema>
