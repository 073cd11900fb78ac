import * as z from 'zod/mini'

const urlRef = z.object({ url: z.string(), content_type: z.optional(z.string()) })

export const transferSchema = z.object({
  fungible_info: z.optional(
    z.object({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(z.object({ url: z.string() })) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      // The public API also sends the contract, the token id, the standard and the collection; the NFTs tab keys holdings by them.
      contract_address: z.optional(z.string()),
      token_id: z.optional(z.string()),
      interface: z.optional(z.string()),
      collection: z.optional(z.object({ name: z.optional(z.string()) })),
      content: z.optional(z.object({ preview: z.optional(urlRef), detail: z.optional(urlRef) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
export type Transfer = z.output<typeof transferSchema>

export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    chain: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
  }),
  transfers: z.nullable(z.array(transferSchema)),
})
export type Transaction = z.output<typeof transactionSchema>

export const historySchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullable(z.string()),
})
export type History = z.output<typeof historySchema>
