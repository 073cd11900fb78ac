import { NextResponse } from 'next/server'
import { BaseError } from '@/registry/lib/errors/base'
import { SiwxSessionInvalidError } from '@/registry/lib/errors/siwx-errors'
import { createUsedNonces } from '@/registry/lib/siwx/create-used-nonces'
import { evmClientFromEnv } from '@/registry/lib/siwx/evm-client-from-env'
import { checkSiwxNonce, siwxNonceCookieName } from '@/registry/lib/siwx/siwx-nonce-cookie'
import { siwxDomainFromEnv } from '@/registry/lib/siwx/siwx-domain-from-env'
import { siwxSecretFromEnv } from '@/registry/lib/siwx/siwx-secret-from-env'
import {
  openSiwxSessionCookie,
  readSiwxSessionCookie,
  sealSiwxSessionCookie,
  siwxCookieSecure,
  siwxSessionCookieExpires,
  siwxSessionCookieName,
} from '@/registry/lib/siwx/siwx-session-cookie'
import { siwxSessionSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxSession } from '@/registry/lib/siwx/siwx-types'
import { verifySiwxSession } from '@/registry/lib/siwx/verify-siwx-session'

// No runtime/dynamic segment config: Next's cacheComponents (on in create-next-app 16.4) rejects
// it, and a handler that reads the request already runs per request on the Node.js runtime.

// Nonces spent on this server process. Cookies carry the rest of the state (sealed with
// SIWX_SECRET), so any instance can check them; with several instances, swap this for a shared
// store so a captured nonce cookie cannot be spent once per instance.
const usedNonces = createUsedNonces()

// The message must be for this site: SIWX_DOMAIN (required in production), or in development a
// loopback Host header (Host is whatever the caller sends, so a signature phished on another site
// could be relayed here naming that site; behind `next start` request.url names the bind address instead).
const verifyOptions = (domain: string) => ({
  domain,
  getEvmClient: (chainId: Parameters<typeof evmClientFromEnv>[0]) => evmClientFromEnv(chainId, process.env),
})

/** A signed session is a few KB; a bigger body is refused before it is buffered in memory. */
const maxBodyBytes = 64 * 1024

/** The JSON body, or 'too-large' past maxBodyBytes (a lying or missing content-length included). */
async function readJsonBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return 'too-large'
  const reader = request.body?.getReader()
  if (!reader) return undefined
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBodyBytes) {
      await reader.cancel()
      return 'too-large'
    }
    text += decoder.decode(value, { stream: true })
  }
  try {
    return JSON.parse(text + decoder.decode())
  } catch {
    return undefined
  }
}

const signedIn = (session: SiwxSession) => ({ address: session.data.accountAddress, chainId: session.data.chainId, session })

/** Errors as `{ error, code, reason }`: the user-facing text, a stable code, the developer's detail. */
function failure(status: number, error: unknown): NextResponse {
  const known = error instanceof BaseError ? error : new SiwxSessionInvalidError({ details: 'the session could not be checked' })
  return NextResponse.json({ error: known.shortMessage, code: known.code, ...(known.details ? { reason: known.details } : {}) }, { status })
}

/**
 * POST a signed session `{ data, message, signature }` whose nonce came from GET /api/siwx/nonce:
 * the nonce must be the one sealed in this browser's nonce cookie, unspent and unexpired, and
 * the message issued after it; then the session is verified with the same lib code as the
 * browser (EIP-191, ERC-1271, ERC-6492, ed25519) and kept in a sealed httpOnly cookie (Secure
 * except on plain-http loopback) until the message expires, at most siwxSessionMaxAgeMs. Every POST spends the nonce it presents. 400 malformed body, 413 over 64 KiB, 401 refused,
 * 500 when the server lacks SIWX_SECRET, or SIWX_DOMAIN outside development (a loopback Host).
 */
export async function POST(request: Request): Promise<Response> {
  let secret: string
  let domain: string
  try {
    secret = siwxSecretFromEnv(process.env)
    domain = siwxDomainFromEnv(process.env, request.headers.get('host'))
  } catch (error) {
    return failure(500, error)
  }
  const body = await readJsonBody(request).catch(() => undefined)
  if (body === 'too-large') return NextResponse.json({ error: 'Request body too large' }, { status: 413 })
  const parsed = siwxSessionSchema.safeParse(body)
  const [session] = parsed.success ? toSiwxSessions([parsed.data]) : []
  if (!session) return NextResponse.json({ error: 'Expected { data, message, signature }' }, { status: 400 })
  let response: NextResponse
  try {
    const { expiresAt } = await checkSiwxNonce({
      cookie: readSiwxSessionCookie(request.headers.get('cookie'), siwxNonceCookieName),
      data: session.data,
      secret,
    })
    if (!usedNonces.use(session.data.nonce, expiresAt)) throw new SiwxSessionInvalidError({ details: 'the nonce was already used' })
    await verifySiwxSession(session, verifyOptions(domain))
    response = NextResponse.json(signedIn(session))
    // Until the message expires, or the server's cap (siwxSessionMaxAgeMs) when that comes first.
    response.cookies.set(siwxSessionCookieName, await sealSiwxSessionCookie(session, secret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: siwxCookieSecure(request),
      path: '/',
      expires: siwxSessionCookieExpires(session),
    })
  } catch (error) {
    response = failure(401, error)
  }
  response.cookies.set(siwxNonceCookieName, '', { httpOnly: true, sameSite: 'strict', path: '/api/siwx', maxAge: 0 })
  return response
}

/** The signed-in account and its session, from the sealed cookie and re-verified; 401 without one. */
export async function GET(request: Request): Promise<Response> {
  const notSignedIn = NextResponse.json({ error: 'Not signed in' }, { status: 401 })
  let domain: string
  try {
    domain = siwxDomainFromEnv(process.env, request.headers.get('host'))
  } catch (error) {
    return failure(500, error)
  }
  let session: SiwxSession | undefined
  try {
    session = await openSiwxSessionCookie(readSiwxSessionCookie(request.headers.get('cookie')), siwxSecretFromEnv(process.env))
    if (!session) return notSignedIn
    await verifySiwxSession(session, verifyOptions(domain))
  } catch {
    return notSignedIn
  }
  return NextResponse.json(signedIn(session))
}

/** Signs out: the cookie is removed. */
export async function DELETE(): Promise<Response> {
  const response = NextResponse.json({ signedOut: true })
  response.cookies.delete(siwxSessionCookieName)
  return response
}
