/**
 * What a host developer writes into the next-app template to sign users in to its server: a
 * client boundary whose `siwx` posts each signed session to the template's /api/siwx (which
 * verifies it and sets the httpOnly cookie) before keeping it in the page, and a home page with
 * the connect button and the modal. The devnet URLs reach the page at request time.
 */
export const nextSiwxProviders = `'use client'

import { useState, type ReactNode } from 'react'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import type { Network } from '@/lib/walletkit/chains/types'
import { createBrowserSiwx } from '@/lib/walletkit/siwx/create-browser-siwx'
import type { SiwxConfig } from '@/lib/walletkit/siwx/types'

export type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

// Sign-in is required; a session counts once this app's server has verified it and set its cookie.
function serverSiwx(networks: Network[]): SiwxConfig {
  const local = createBrowserSiwx({ networks, required: true })
  return {
    ...local,
    async addSession(session) {
      const response = await fetch('/api/siwx', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(session) })
      if (!response.ok) throw new Error(\`the server refused the session (\${response.status})\`)
      await local.addSession(session)
    },
  }
}

export function Providers({ config, children }: { config: HostConfig; children: ReactNode }) {
  const networks: Network[] = config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: \`eip155:\${chain.chainId}\`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }))
  // Made in the browser on hydration (the server's render has no location to sign in for).
  const [siwx] = useState(() => serverSiwx(networks))
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
import { Providers, type HostConfig } from './providers'

// Rendered per request: the devnet's ports are known only when the server starts.
export const dynamic = 'force-dynamic'

export default function Home() {
  const config = JSON.parse(process.env.WALLETKIT_E2E_HOST ?? '{"services":"http://127.0.0.1:8787","chains":[]}') as HostConfig
  return (
    <Providers config={config}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <a href="/signed-in">Who is signed in (server)</a>
        <WalletKitModal />
      </main>
    </Providers>
  )
}
`
