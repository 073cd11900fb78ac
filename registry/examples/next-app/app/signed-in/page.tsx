import { cookies, headers } from 'next/headers'
import { evmClientFromEnv } from '@/registry/lib/siwx/evm-client-from-env'
import { decodeSiwxSessionCookie, siwxSessionCookieName } from '@/registry/lib/siwx/siwx-session-cookie'
import { verifySiwxSession } from '@/registry/lib/siwx/verify-siwx-session'

export const dynamic = 'force-dynamic'

/** Who is signed in, decided on the server from the httpOnly cookie (re-verified on each request). */
async function signedInAddress(): Promise<string | undefined> {
  const session = decodeSiwxSessionCookie((await cookies()).get(siwxSessionCookieName)?.value)
  if (!session) return undefined
  const host = (await headers()).get('host') ?? undefined
  try {
    await verifySiwxSession(session, { domain: host, getEvmClient: (chainId) => evmClientFromEnv(chainId, process.env) })
    return session.data.accountAddress
  } catch {
    return undefined
  }
}

export default async function SignedInPage() {
  const address = await signedInAddress()
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">Signed in with your wallet</h1>
      <p data-testid="signed-in-address">{address ? `Signed in as ${address}` : 'Not signed in'}</p>
    </main>
  )
}
