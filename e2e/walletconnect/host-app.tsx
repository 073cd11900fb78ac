import { useEffect } from 'react'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { ConnectButton } from '@/registry/components/connect-button'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import type { Network } from '@/registry/lib/chains/types'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'

type HostConfig = { services: string; relay: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

declare global {
  interface Window {
    __walletkitHost: HostConfig
    __walletkit?: WalletKit
  }
}

const host = window.__walletkitHost
const networks: Network[] = host.chains.map((chain) => ({
  id: chain.chainId,
  caipNetworkId: `eip155:${chain.chainId}`,
  chainNamespace: 'eip155',
  name: chain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  testnet: true,
}))

// Lets the test reach the stores, as a host's own code would through the hooks.
function ExposeKit() {
  const { kit } = useWalletKitContext('ExposeKit')
  useEffect(() => {
    window.__walletkit = kit
  }, [kit])
  return null
}

export function App() {
  return (
    <WalletKitProvider
      projectId="walletkit-e2e"
      metadata={{ name: 'walletkit wc host', description: 'WalletConnect browser test', url: window.location.origin, icons: [] }}
      networks={networks}
      blockchainApiUrl={host.services}
      catalogueUrl={host.services}
      analyticsUrl={host.services}
      relayUrl={host.relay}
    >
      <ExposeKit />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
