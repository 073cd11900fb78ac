import { lazy, type ComponentProps, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { installedViews } from '@/registry/components/modal/installed-views'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import type { Network } from '@/registry/lib/chains/chain-types'

// What the embedded-wallet host pages share (they are bundled by host-server.ts): the query the
// test opens them with (the anvil chain, its RPC, the services and the secure frame site), one
// local network, and the real modal with the e-mail login and approval views wired the way
// `walletkit add` does. Each page adds its own views, provider props and a probe.

const query = new URLSearchParams(location.search)
const chainId = Number(query.get('chain') ?? '31337')

export const localNetwork: Network = {
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [query.get('rpc') ?? ''] } },
}

type ProviderProps = Partial<Omit<ComponentProps<typeof WalletKitProvider>, 'children'>>

/** Mounts the host: `Probe` (inside the provider) puts on window what the test reads. */
export function renderEmbeddedHost(options: {
  views?: Record<string, ComponentType>
  provider?: ProviderProps
  Probe: ComponentType
}): void {
  Object.assign(installedViews, {
    EmailLogin: lazy(() => import('@/registry/components/email-login').then((m) => ({ default: m.EmailLogin }))),
    ApproveTransaction: lazy(() =>
      import('@/registry/components/approve-transaction-view').then((m) => ({ default: m.ApproveTransactionView })),
    ),
    ...options.views,
  })
  const { Probe } = options
  const root = document.createElement('div')
  document.body.appendChild(root)
  const services = query.get('services') ?? ''
  createRoot(root).render(
    <WalletKitProvider
      projectId="e2e-project"
      networks={[localNetwork]}
      secureSiteOrigin={query.get('frame') ?? ''}
      blockchainApiUrl={services}
      catalogueUrl={services}
      analyticsUrl={services}
      {...options.provider}
    >
      <Probe />
      <WalletKitModal />
    </WalletKitProvider>,
  )
}
