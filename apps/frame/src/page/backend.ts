import type { z } from 'zod'
import { errorReply } from '../shared/api-schemas'

/**
 * Calls the frame's own backend (same origin) and parses the reply; a failure becomes an Error
 * carrying the server's message, which the frame forwards as `<TYPE>_ERROR`.
 */
export async function callBackend<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = errorReply.safeParse(data)
    throw new Error(parsed.success ? parsed.data.message : `HTTP status code: ${response.status}`)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new Error('Unexpected reply from the secure site')
  return parsed.data
}
