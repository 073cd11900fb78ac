// Reown AppKit's documented React setup with the wagmi adapter: WagmiAdapter, createAppKit at
// module level, WagmiProvider + QueryClientProvider, and the <appkit-button> element.
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = 'peer-bench'
const networks: [typeof mainnet] = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: false })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'peer bench', description: 'peer bench', url: window.location.origin, icons: [] },
})
const queryClient = new QueryClient()

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': Record<string, unknown>
    }
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>peer bench</h1>
          <appkit-button />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
