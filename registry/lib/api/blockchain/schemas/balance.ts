import * as z from 'zod/mini'

export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type Balance = z.output<typeof balanceSchema>

export const balancesResponseSchema = z.object({ balances: z.array(balanceSchema) })

export const fungiblePriceSchema = z.object({
  fungibles: z.array(z.object({ address: z.string(), name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })),
})
export type FungiblePrice = z.output<typeof fungiblePriceSchema>
