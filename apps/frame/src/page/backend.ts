import type { z } from 'zod'
import { errorReply } from '../shared/api-schemas'
import { EmailCodeInvalidError } from '@/registry/lib/errors/email'
import { FrameRefusal, throttledRefusal } from './public-errors'

/**
 * Calls the frame's own backend (same origin) and parses the reply. A 429 becomes the catalogue's
 * throttle text with the server's Retry-After, a wrong code (400 'Invalid code') its catalogue
 * text; any other failure an Error whose text stays in the
 * frame (see toPublicMessage).
 */
export async function callBackend<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  const data: unknown = await response.json().catch(() => undefined)
  if (response.status === 429) throw throttledRefusal(Number(response.headers.get('retry-after') ?? '60') || 60)
  if (!response.ok) {
    const parsed = errorReply.safeParse(data)
    // A wrong one-time code is the user's to fix: its fixed text crosses to the host.
    if (response.status === 400 && parsed.success && parsed.data.message === EmailCodeInvalidError.shortMessage) {
      throw new FrameRefusal(EmailCodeInvalidError.shortMessage, `${path}: wrong code`)
    }
    throw new Error(`${path}: ${parsed.success ? parsed.data.message : `HTTP status code: ${response.status}`}`)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new Error(`${path}: unexpected reply`)
  return parsed.data
}
