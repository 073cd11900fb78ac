import { profileErrorBodySchema } from '@/registry/lib/api/blockchain/schemas/profile'
import { HttpStatusError, NameServiceError, nameServiceMessages, type NameServiceErrorCode } from '@/registry/lib/errors/api'

/**
 * Wraps a failed profile call as its SPEC §8 error, preferring the service's first reason
 * description, which the error body carries when the service refused on purpose.
 */
export function toNameServiceError(code: NameServiceErrorCode, cause: unknown, name = ''): NameServiceError {
  return new NameServiceError(code, nameServiceMessages[code](name), { cause, reason: firstReason(cause) })
}

function firstReason(cause: unknown): string | undefined {
  if (!(cause instanceof HttpStatusError) || !cause.body) return undefined
  try {
    const parsed = profileErrorBodySchema.safeParse(JSON.parse(cause.body))
    return parsed.success ? parsed.data.reasons[0]?.description || undefined : undefined
  } catch {
    return undefined
  }
}
