import { Suspense } from 'react'
import { cookies, headers } from 'next/headers'
import { evmClientFromEnv } from '@/registry/lib/siwx/evm-client-from-env'
import { siwxDomainFromEnv } from '@/registry/lib/siwx/siwx-domain-from-env'
import { siwxSecretFromEnv } from '@/registry/lib/siwx/siwx-secret-from-env'
import { openSiwxSessionCookie, siwxSessionCookieName } from '@/registry/lib/siwx/siwx-session-cookie'
import { verifySiwxSession } from '@/registry/lib/siwx/verify-siwx-session'

/** Who is signed in, decided on the server from the sealed httpOnly cookie (re-verified on each request). */
async function signedInAddress(): Promise<string | undefined> {
  const value = (await cookies()).get(siwxSessionCookieName)?.value
  const host = (await headers()).get('host')
  try {
    const session = await openSiwxSessionCookie(value, siwxSecretFromEnv(process.env))
    if (!session) return undefined
    // The same domain rule as the route: SIWX_DOMAIN, or a loopback Host in development only.
    await verifySiwxSession(session, {
      domain: siwxDomainFromEnv(process.env, host),
      getEvmClient: (chainId) => evmClientFromEnv(chainId, process.env),
    })
    return session.data.accountAddress
  } catch {
    return undefined
  }
}

/** Reads the request's cookie, so it renders per request: inside Suspense, as cacheComponents requires. */
async function SignedInAddress() {
  const address = await signedInAddress()
  return <p data-testid="signed-in-address">{address ? `Signed in as ${address}` : 'Not signed in'}</p>
}

export default function SignedInPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">Signed in with your wallet</h1>
      <Suspense fallback={<p>Checking the session…</p>}>
        <SignedInAddress />
      </Suspense>
    </main>
  )
}
