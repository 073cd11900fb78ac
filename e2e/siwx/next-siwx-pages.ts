/**
 * What a host developer writes into the next-app template to sign users in to its server: a
 * client boundary whose `siwx` is the shipped `siwx-server-sessions` item talking to the
 * template's /api/siwx (server-issued nonce, verification, httpOnly cookie), a sign-out button,
 * and a home page with the connect button and the modal. The devnet URLs reach the page at
 * request time.
 */
export const nextSiwxProviders = `'use client'

import { useState, type ReactNode } from 'react'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import { useSiwx } from '@/hooks/walletkit/use-siwx'
import type { Network } from '@/lib/walletkit/chains/chain-types'
import { defineLocalEvmNetwork } from '@/lib/walletkit/chains/define-local-evm-network'
import { createServerSiwx } from '@/lib/walletkit/siwx/create-server-siwx'

export type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

/** Shown while the server says this account is signed in; signs out on the server (and disconnects: sign-in is required). */
export function SignOutButton() {
  const { session, signOut } = useSiwx()
  if (!session) return null
  return <button type="button" onClick={() => void signOut()}>Sign out {session.data.accountAddress}</button>
}

export function Providers({ config, children }: { config: HostConfig; children: ReactNode }) {
  const networks: Network[] = config.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
  // Made in the browser on hydration (the server's render has no location to sign in for).
  const [siwx] = useState(() => createServerSiwx({ required: true }))
  return (
    <WalletKitProvider
      projectId="walletkit-e2e"
      metadata={{ name: 'walletkit next host', description: 'Signs in to its own server', url: 'http://127.0.0.1', icons: [] }}
      networks={networks}
      blockchainApiUrl={config.services}
      catalogueUrl={config.services}
      analyticsUrl={config.services}
      siwx={siwx}
    >
      {children}
    </WalletKitProvider>
  )
}
`

export const nextSiwxHome = `import { ConnectButton } from '@/components/walletkit/connect-button'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import { Providers, SignOutButton, type HostConfig } from './providers'

// Rendered per request: the devnet's ports are known only when the server starts.
export const dynamic = 'force-dynamic'

export default function Home() {
  const config = JSON.parse(process.env.WALLETKIT_E2E_HOST ?? '{"services":"http://127.0.0.1:8787","chains":[]}') as HostConfig
  return (
    <Providers config={config}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <SignOutButton />
        <a href="/signed-in">Who is signed in (server)</a>
        <WalletKitModal />
      </main>
    </Providers>
  )
}
`
