import * as z from 'zod/mini'

export const profileNameSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.optional(z.string()),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z._default(z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })), []),
})
export type ProfileName = z.output<typeof profileNameSchema>

export const profileNamesSchema = z.array(profileNameSchema)

export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestions = z.output<typeof nameSuggestionsSchema>

/** The body the profile service sends with a failure; read to surface its first reason. */
export const profileErrorBodySchema = z.object({
  status: z.optional(z.string()),
  reasons: z._default(z.array(z.object({ name: z.optional(z.string()), description: z.string() })), []),
  message: z.optional(z.string()),
})
