import { z } from 'zod'

const urlRef = z.object({ url: z.string(), content_type: z.string().optional() })

export const transferSchema = z.object({
  fungible_info: z
    .object({ name: z.string().optional(), symbol: z.string().optional(), icon: z.object({ url: z.string() }).optional() })
    .optional(),
  nft_info: z
    .object({
      name: z.string().optional(),
      content: z.object({ preview: urlRef.optional(), detail: urlRef.optional() }).optional(),
      flags: z.object({ is_spam: z.boolean() }),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
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
  transfers: z.array(transferSchema).nullable(),
})
export type Transaction = z.output<typeof transactionSchema>

export const historySchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable(),
})
export type History = z.output<typeof historySchema>
