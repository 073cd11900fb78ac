import { NextResponse } from 'next/server'
import { BaseError } from '@/registry/lib/errors/base'
import { issueSiwxNonce, siwxNonceCookieName, siwxNonceLifetimeMs } from '@/registry/lib/siwx/siwx-nonce-cookie'
import { siwxSecretFromEnv } from '@/registry/lib/siwx/siwx-secret-from-env'
import { siwxCookieSecure } from '@/registry/lib/siwx/siwx-session-cookie'

/**
 * A fresh nonce for the next sign-in message `{ nonce }`, bound to this browser by a short-lived
 * httpOnly, SameSite=Strict cookie sealed with SIWX_SECRET (no server memory, so any instance of
 * a stateless deployment can check it). POST /api/siwx accepts a message only with this nonce.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const { nonce, cookie } = await issueSiwxNonce({ secret: siwxSecretFromEnv(process.env) })
    const response = NextResponse.json({ nonce }, { headers: { 'cache-control': 'no-store' } })
    response.cookies.set(siwxNonceCookieName, cookie, {
      httpOnly: true,
      sameSite: 'strict',
      secure: siwxCookieSecure(request),
      path: '/api/siwx',
      maxAge: siwxNonceLifetimeMs / 1000,
    })
    return response
  } catch (error) {
    const known = error instanceof BaseError ? error : undefined
    return NextResponse.json(
      { error: known?.shortMessage ?? 'No nonce could be issued', code: known?.code ?? 'SIWX_NONCE_FAILED' },
      { status: 500 },
    )
  }
}
