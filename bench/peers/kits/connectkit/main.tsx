// ConnectKit's documented setup: createConfig(getDefaultConfig(...)), WagmiProvider,
// QueryClientProvider, ConnectKitProvider and its ConnectKitButton.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({
    appName: 'peer bench',
    walletConnectProjectId: 'peer-bench',
    chains: [mainnet],
    transports: { [mainnet.id]: http() },
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <main>
            <h1>peer bench</h1>
            <ConnectKitButton />
          </main>
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
