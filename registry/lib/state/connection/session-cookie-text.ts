// The browser side of the session cookie, apart from its zod reader so that the writer kit.start
// runs on every page load does not bring the schema library into the first chunk.

/** The cookie that carries the connection marker to the server. */
export const SESSION_COOKIE_NAME = 'walletkit.session'
/** How long a returning visitor is recognised without a visit (the cookie's Max-Age). */
export const SESSION_COOKIE_MAX_AGE_DAYS = 30

/** The Set-Cookie text for a marker (or the one that deletes it), for document.cookie. */
export function sessionCookieText(
  marker: { accounts: Readonly<Record<string, unknown>> } | undefined,
  options: { secure: boolean },
): string {
  const attributes = `; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
  if (!marker) return `${SESSION_COOKIE_NAME}=; Max-Age=0${attributes}`
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(marker))}; Max-Age=${SESSION_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}${attributes}`
}
