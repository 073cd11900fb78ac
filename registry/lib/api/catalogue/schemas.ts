import * as z from 'zod/mini'

const nullableString = z.optional(z.nullable(z.string()))

export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  badge_type: z.optional(z.enum(['none', 'certified'])),
  description: z.optional(z.string()),
  chains: z.optional(z.array(z.string())),
  homepage: z.optional(z.string()),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  order: z.optional(z.number()),
  link_mode: nullableString,
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  app_store: nullableString,
  play_store: nullableString,
  chrome_store: nullableString,
  rdns: nullableString,
  injected: z.optional(z.nullable(z.array(z.object({ namespace: z.optional(z.string()), injected_id: z.optional(z.string()) })))),
  display_index: z.optional(z.number()),
  supports_wc: z.optional(z.boolean()),
  supports_wcpay: z.optional(z.boolean()),
})
export type CatalogueWallet = z.output<typeof walletSchema>

export const walletsResponseSchema = z.object({ data: z.array(walletSchema), count: z.number() })
export type WalletsResponse = z.output<typeof walletsResponseSchema>

export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
