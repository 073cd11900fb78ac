import type { ImportRoots } from '../support/host-source'
import { devnetProviderOpening, exposeKit } from '../support/host-source-fragments'

/**
 * App.tsx of the WalletConnect test host: the devnet's anvil chains, WalletConnect through
 * devnet's relay (the page reads both from `window.__walletkitHost`), and the kit exposed as
 * `window.__walletkit` so the test reads the connection.
 */
export function walletConnectHostSource(roots: ImportRoots): string {
  return `${exposeKit.imports(roots)}
import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import type { Network } from '${roots.lib}/chains/chain-types'

type HostConfig = { services: string; relay: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

declare global {
  interface Window {
    __walletkitHost: HostConfig
    ${exposeKit.windowField}
  }
}

const host = window.__walletkitHost
const networks: Network[] = host.chains.map((chain) => ({
  id: chain.chainId,
  caipNetworkId: \`eip155:\${chain.chainId}\`,
  chainNamespace: 'eip155',
  name: chain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  testnet: true,
}))

${exposeKit.component}

export function App() {
  return (
${devnetProviderOpening({ name: 'walletkit wc host', description: 'WalletConnect browser test', props: ['relayUrl={host.relay}'] })}
      <ExposeKit />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}
