import { lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { installedViews } from '@/registry/components/modal/installed-views'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import type { Network } from '@/registry/lib/chains/types'

// A host with the real modal, the embedded-wallet views and Send, wired the way `walletkit add` does.
Object.assign(installedViews, {
  EmailLogin: lazy(() => import('@/registry/components/email-login').then((m) => ({ default: m.EmailLogin }))),
  ApproveTransaction: lazy(() => import('@/registry/components/approve-transaction-view').then((m) => ({ default: m.ApproveTransactionView }))),
  Send: lazy(() => import('@/registry/components/send-view').then((m) => ({ default: m.SendView }))),
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

function Probe() {
  Object.assign(window, { kit: useWalletKitContext('Probe').kit })
  return null
}

const root = document.createElement('div')
document.body.appendChild(root)
const services = query.get('services') ?? ''
createRoot(root).render(
  <WalletKitProvider projectId="e2e-project" networks={[network]} secureSiteOrigin={query.get('frame') ?? ''} blockchainApiUrl={services} catalogueUrl={services} analyticsUrl={services}>
    <Probe />
    <WalletKitModal />
  </WalletKitProvider>,
)
