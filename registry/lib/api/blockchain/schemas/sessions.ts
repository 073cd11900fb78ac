import * as z from 'zod/mini'

export const smartSessionSchema = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: z.optional(z.string()), iconUrl: z.optional(z.string()) }),
  pci: z.string(),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(z.unknown()),
  policies: z.array(z.unknown()),
  context: z.string(),
  revokedAt: z.optional(z.number()),
})
export type SmartSession = z.output<typeof smartSessionSchema>

/** API.md gives no type; the team agreed on `{ pcis }` (as the experimental package casts it). */
export const smartSessionsSchema = z.object({ pcis: z.array(smartSessionSchema) })

/** API.md gives no type; the team agreed on `{ success }`. */
export const revokeSessionSchema = z.object({ success: z.boolean() })
