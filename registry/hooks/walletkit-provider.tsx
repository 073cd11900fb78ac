'use client'

import * as React from 'react'
import { createBalanceFetchers, createBlockchainApiLoader } from '@/registry/hooks/balance-fetchers'
import { watchIdentity } from '@/registry/hooks/watch-identity'
import { startDiscovery } from '@/registry/hooks/start-discovery'
import { startWalletConnect } from '@/registry/hooks/start-walletconnect'
import { watchUnsupportedChain } from '@/registry/hooks/watch-unsupported-chain'
import { resolveServiceUrls, type ServiceUrls } from '@/registry/hooks/services'
import type { Theme } from '@/registry/hooks/theme'
import { WalletKitContext, type WalletKitContextValue } from '@/registry/hooks/walletkit-context'
import { createWalletKit, type WalletKitConfig } from '@/registry/lib/state/create-wallet-kit'

export type WalletKitProviderProps = WalletKitConfig &
  Partial<ServiceUrls> & {
    theme?: Theme | undefined
    children?: React.ReactNode
  }

/**
 * Creates the walletkit stores once for this provider instance and shares them with every
 * hook below it. Options are read on the first render only; the theme follows later renders.
 *
 * @example
 * <WalletKitProvider projectId="…" networks={[mainnet]} theme={{ themeMode: 'light' }}>
 *   <ConnectButton />
 *   <WalletKitModal />
 * </WalletKitProvider>
 */
function WalletKitProvider({ children, theme, blockchainApiUrl, catalogueUrl, analyticsUrl, secureSiteOrigin, relayUrl, ...config }: WalletKitProviderProps) {
  const [services] = React.useState(() => resolveServiceUrls({ blockchainApiUrl, catalogueUrl, analyticsUrl, secureSiteOrigin, relayUrl }))
  const [getApi] = React.useState(() => createBlockchainApiLoader({ baseUrl: services.blockchainApiUrl, projectId: config.projectId }))
  const [kit] = React.useState(() => createWalletKit({ ...config, balances: config.balances ?? createBalanceFetchers(getApi) }))
  React.useEffect(() => startDiscovery(kit, services), [kit, services])
  React.useEffect(() => watchUnsupportedChain(kit), [kit])
  React.useEffect(() => watchIdentity(kit, getApi), [kit, getApi])
  React.useEffect(() => startWalletConnect(kit, services), [kit, services])
  const value = React.useMemo<WalletKitContextValue>(() => ({ kit, theme, services }), [kit, theme, services])
  return <WalletKitContext.Provider value={value}>{children}</WalletKitContext.Provider>
}

export { WalletKitProvider }
