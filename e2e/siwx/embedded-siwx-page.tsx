import { lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { installedViews } from '@/registry/components/modal/installed-views'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { useSiwx } from '@/registry/hooks/use-siwx'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import type { Network } from '@/registry/lib/chains/types'
import { createBrowserSiwx } from '@/registry/lib/siwx/create-browser-siwx'

// The embedded wallet (secure frame) with required SIWX: the views wired the way `walletkit add` does.
Object.assign(installedViews, {
  EmailLogin: lazy(() => import('@/registry/components/email-login').then((m) => ({ default: m.EmailLogin }))),
  ApproveTransaction: lazy(() => import('@/registry/components/approve-transaction-view').then((m) => ({ default: m.ApproveTransactionView }))),
  SIWXSignMessage: lazy(() => import('@/registry/components/siwx-sign-message-view').then((m) => ({ default: m.SiwxSignMessageView }))),
  ConnectingSiwe: lazy(() => import('@/registry/components/connecting-siwe-view').then((m) => ({ default: m.ConnectingSiweView }))),
})

const query = new URLSearchParams(location.search)
const chainId = Number(query.get('chain') ?? '31337')
const network: Network = {
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [query.get('rpc') ?? ''] } },
}
const siwx = createBrowserSiwx({ networks: [network], required: true, statement: 'Sign in with the embedded wallet.' })

function Probe() {
  const { session } = useSiwx()
  Object.assign(window, { kit: useWalletKitContext('Probe').kit, siwxSession: session })
  return null
}

const root = document.createElement('div')
document.body.appendChild(root)
const services = query.get('services') ?? ''
createRoot(root).render(
  <WalletKitProvider projectId="e2e-project" networks={[network]} secureSiteOrigin={query.get('frame') ?? ''} blockchainApiUrl={services} catalogueUrl={services} analyticsUrl={services} siwx={siwx}>
    <Probe />
    <WalletKitModal />
  </WalletKitProvider>,
)
