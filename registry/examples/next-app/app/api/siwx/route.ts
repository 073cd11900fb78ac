import { NextResponse } from 'next/server'
import { evmClientFromEnv } from '@/registry/lib/siwx/evm-client-from-env'
import { decodeSiwxSessionCookie, encodeSiwxSessionCookie, readSiwxSessionCookie, siwxSessionCookieName } from '@/registry/lib/siwx/siwx-session-cookie'
import { siwxSessionSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import { verifySiwxSession } from '@/registry/lib/siwx/verify-siwx-session'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'

// No runtime/dynamic segment config: Next's cacheComponents (on in create-next-app 16.4) rejects
// it, and a handler that reads the request already runs per request on the Node.js runtime.

const verifyOptions = (request: Request) => ({
  // The message must be for this site: its domain is the host the browser called (the Host
  // header; behind `next start` request.url names the server's own bind address instead).
  domain: request.headers.get('host') ?? new URL(request.url).host,
  getEvmClient: (chainId: Parameters<typeof evmClientFromEnv>[0]) => evmClientFromEnv(chainId, process.env),
})

/**
 * POST a signed session `{ data, message, signature }`: verified with the same lib code as the
 * browser (EIP-191, ERC-1271, ERC-6492, ed25519), then kept in an httpOnly cookie until the
 * message expires. 400 for a malformed body, 401 for a session that does not verify.
 */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => undefined)
  const parsed = siwxSessionSchema.safeParse(body)
  if (!parsed.success) return NextResponse.json({ error: 'Expected { data, message, signature }' }, { status: 400 })
  const [session] = toSiwxSessions([parsed.data])
  if (!session) return NextResponse.json({ error: 'Expected { data, message, signature }' }, { status: 400 })
  try {
    await verifySiwxSession(session, verifyOptions(request))
  } catch (error) {
    return NextResponse.json({ error: toUserMessage(error, 'Invalid sign-in session') }, { status: 401 })
  }
  const expires = session.data.expirationTime ? new Date(session.data.expirationTime) : undefined
  const response = NextResponse.json({ address: session.data.accountAddress, chainId: session.data.chainId })
  response.cookies.set(siwxSessionCookieName, encodeSiwxSessionCookie(session), {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: '/',
    ...(expires ? { expires } : {}),
  })
  return response
}

/** The signed-in account, re-verified from the cookie; 401 without a valid one. */
export async function GET(request: Request): Promise<Response> {
  const session = decodeSiwxSessionCookie(readSiwxSessionCookie(request.headers.get('cookie')))
  if (!session) return NextResponse.json({ error: 'Not signed in' }, { status: 401 })
  try {
    await verifySiwxSession(session, verifyOptions(request))
  } catch {
    return NextResponse.json({ error: 'Not signed in' }, { status: 401 })
  }
  return NextResponse.json({ address: session.data.accountAddress, chainId: session.data.chainId })
}

/** Signs out: the cookie is removed. */
export async function DELETE(): Promise<Response> {
  const response = NextResponse.json({ signedOut: true })
  response.cookies.delete(siwxSessionCookieName)
  return response
}
