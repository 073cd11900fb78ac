import { profileErrorBodySchema } from '@/registry/lib/api/blockchain/schemas/profile'
import { HttpStatusError } from '@/registry/lib/errors/api'
import type { NameServiceReason } from '@/registry/lib/errors/name'

/**
 * The reasons a profile-service refusal carries in its body (API.md "Profile error body"), so
 * the name errors can headline the first one (SPEC §8). Anything unreadable gives none.
 */
export function nameServiceReasons(cause: unknown): NameServiceReason[] {
  if (!(cause instanceof HttpStatusError) || !cause.body) return []
  try {
    const parsed = profileErrorBodySchema.safeParse(JSON.parse(cause.body))
    return parsed.success ? parsed.data.reasons : []
  } catch {
    return []
  }
}
