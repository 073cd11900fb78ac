'use client'

import * as React from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { defineChain, type Chain, type Transport } from 'viem'
import { createConfig, http, WagmiProvider, type Config } from 'wagmi'
import { ConnectButton } from '@/registry/components/connect-button'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { WalletKitWagmiSync } from '@/registry/components/walletkit-wagmi-sync'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import type { ThemeMode } from '@/registry/lib/state/modal/theme'
import { walletKit } from '@/registry/lib/wagmi/walletkit-connector'
import { devnetConfig, devnetContracts, devnetIsUp, devnetKitOptions, type DevnetConfig, type DevnetContracts } from './devnet-config'
import { announceDevnetWalletOnce } from './devnet-wallet'
import { WagmiDappPanel } from './wagmi-dapp-panel'

/** The app's own wagmi config, as the wagmi guide sets it up: the devnet's chains, walletkit as the only connector. */
function wagmiConfig(config: DevnetConfig): Config {
  const chains = config.chains.map((chain) =>
    defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  const [first, ...rest] = chains
  if (!first) throw new Error('The devnet has no EVM chain.')
  const transports: Record<number, Transport> = Object.fromEntries(config.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)]))
  return createConfig({
    chains: [first, ...rest] as [Chain, ...Chain[]],
    connectors: [walletKit()],
    multiInjectedProviderDiscovery: false,
    transports,
  })
}

type Ready = { status: 'ready'; wagmi: Config; contracts: DevnetContracts }
type Setup = { status: 'looking' } | { status: 'down' } | { status: 'failed'; message: string } | Ready

/**
 * A small dapp on the local devnet built the way the wagmi guide says: the app's WagmiProvider and
 * QueryClientProvider, walletkit's provider, button and modal inside, `<WalletKitWagmiSync />`, and the
 * app's own panel on wagmi hooks. Says how to start the services when they are down.
 */
export function WagmiDapp({ themeMode }: { themeMode: ThemeMode }) {
  const [config] = React.useState(devnetConfig)
  const [queryClient] = React.useState(() => new QueryClient())
  const [setup, setSetup] = React.useState<Setup>({ status: 'looking' })
  React.useEffect(() => {
    let live = true
    void (async () => {
      if (!(await devnetIsUp(config))) return live && setSetup({ status: 'down' })
      announceDevnetWalletOnce(config)
      const contracts = await devnetContracts(config)
      if (live) setSetup({ status: 'ready', wagmi: wagmiConfig(config), contracts })
    })().catch((error: unknown) => live && setSetup({ status: 'failed', message: error instanceof Error ? error.message : String(error) }))
    return () => void (live = false)
  }, [config])

  if (setup.status === 'looking') return <p data-docs="devnet-status">Looking for the local services at {config.services}…</p>
  if (setup.status === 'down')
    return (
      <p data-docs="devnet-status" className="max-w-md text-wk-sm">
        The local services do not answer at <code>{config.services}</code>. Start them in the repo with <code>npm run devnet</code>, then
        run the dapp again.
      </p>
    )
  if (setup.status === 'failed')
    return (
      <p role="alert" data-docs="devnet-status">
        {setup.message}
      </p>
    )
  return (
    <WagmiProvider config={setup.wagmi}>
      <QueryClientProvider client={queryClient}>
        <WalletKitProvider {...devnetKitOptions(config)} theme={{ themeMode }}>
          <WalletKitWagmiSync />
          <div data-docs="wagmi-dapp-sandbox" className="flex flex-wrap items-start gap-4">
            <div className="flex flex-col gap-3">
              <ConnectButton />
              <WagmiDappPanel contracts={setup.contracts} />
            </div>
            <WalletKitModal />
          </div>
        </WalletKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
