// renderHook inside a WalletKitProvider on the two local test networks, with the kit at hand.
import type * as React from 'react'
import { renderHook } from '@testing-library/react'
import { localA, localB } from '@/registry/components/test/kit'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitProvider, type WalletKitProviderProps } from '@/registry/hooks/walletkit-provider'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

const closedServices = {
  blockchainApiUrl: 'http://127.0.0.1:9',
  catalogueUrl: 'http://127.0.0.1:9',
  relayUrl: 'ws://127.0.0.1:9',
  secureSiteOrigin: 'http://127.0.0.1:9',
}

export function renderKitHook<T>(hook: () => T, options: { props?: Partial<WalletKitProviderProps>; frame?: FrameClient } = {}) {
  let kit: WalletKit | undefined
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <WalletKitProvider
      projectId="test-project"
      networks={[localA, localB]}
      storage={createMemoryStorage()}
      balances={{ fetchBalances: async () => [] }}
      {...closedServices}
      {...options.props}
    >
      {options.frame ? (
        <EmbeddedWalletProvider parameters={{ frame: options.frame, networks: [localA] }}>{children}</EmbeddedWalletProvider>
      ) : (
        children
      )}
    </WalletKitProvider>
  )
  const rendered = renderHook(
    () => {
      kit = useWalletKitContext('test').kit
      return hook()
    },
    { wrapper },
  )
  return { ...rendered, kit: kit as unknown as WalletKit }
}
