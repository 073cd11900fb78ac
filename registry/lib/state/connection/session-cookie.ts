import * as z from 'zod/mini'

export { SESSION_COOKIE_MAX_AGE_DAYS, SESSION_COOKIE_NAME } from '@/registry/lib/state/connection/session-cookie-text'
import { SESSION_COOKIE_NAME } from '@/registry/lib/state/connection/session-cookie-text'

const namespaceSchema = z.enum(['eip155', 'solana', 'bip122', 'polkadot'])
const accountSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: z.union([z.string().check(z.maxLength(64)), z.number()]),
  connectorId: z.string().check(z.minLength(1), z.maxLength(256)),
})
const sessionSchema = z.object({
  activeNamespace: z.optional(namespaceSchema),
  accounts: z.partialRecord(namespaceSchema, accountSchema),
})

/**
 * What a returning visitor's page starts from, read from the session cookie on the server (or
 * anywhere a request's cookies are at hand): per namespace the address, chain and connector of
 * the last connection. Public data only (an address is shown to anyone the user pays); never a
 * key, a signature or a session token.
 */
export type InitialConnection = z.output<typeof sessionSchema>

/**
 * Reads the session cookie's value (as `cookies().get(SESSION_COOKIE_NAME)?.value` gives it,
 * URL-encoded or not). Anything that is not a valid marker is no session: a cookie is user input.
 *
 * @example
 * const initialConnection = readSessionCookie((await cookies()).get(SESSION_COOKIE_NAME)?.value)
 */
export function readSessionCookie(value: string | undefined | null): InitialConnection | undefined {
  if (!value || value.length > 4096) return undefined
  try {
    const parsed = sessionSchema.safeParse(
      JSON.parse(value.startsWith('%7B') || value.startsWith('%7b') ? decodeURIComponent(value) : value),
    )
    return parsed.success && Object.keys(parsed.data.accounts).length > 0 ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads the session cookie out of a Cookie request header (Next pages router's `req.headers.cookie`,
 * React Router's `request.headers.get('Cookie')`).
 *
 * @example
 * const initialConnection = readSessionCookieHeader(request.headers.get('Cookie'))
 */
export function readSessionCookieHeader(header: string | undefined | null): InitialConnection | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE_NAME) return readSessionCookie(part.slice(at + 1).trim())
  }
  return undefined
}
