import { z } from 'zod'

const nullableString = z.string().nullable().optional()

export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  badge_type: z.enum(['none', 'certified']).optional(),
  description: z.string().optional(),
  chains: z.array(z.string()).optional(),
  homepage: z.string().optional(),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  order: z.number().optional(),
  link_mode: nullableString,
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  app_store: nullableString,
  play_store: nullableString,
  chrome_store: nullableString,
  rdns: nullableString,
  injected: z.array(z.object({ namespace: z.string().optional(), injected_id: z.string().optional() })).nullable().optional(),
  display_index: z.number().optional(),
  supports_wc: z.boolean().optional(),
  supports_wcpay: z.boolean().optional(),
})
export type CatalogueWallet = z.output<typeof walletSchema>

export const walletsResponseSchema = z.object({ data: z.array(walletSchema), count: z.number() })
export type WalletsResponse = z.output<typeof walletsResponseSchema>

export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
