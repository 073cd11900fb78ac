import { z } from 'zod'

export const profileNameSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string().optional(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.array(z.object({ avatar: z.string().optional(), bio: z.string().optional() })).default([]),
})
export type ProfileName = z.output<typeof profileNameSchema>

export const profileNamesSchema = z.array(profileNameSchema)

export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestions = z.output<typeof nameSuggestionsSchema>

/** The body the profile service sends with a failure; read to surface its first reason. */
export const profileErrorBodySchema = z.object({
  status: z.string().optional(),
  reasons: z.array(z.object({ name: z.string().optional(), description: z.string() })).default([]),
  message: z.string().optional(),
})
