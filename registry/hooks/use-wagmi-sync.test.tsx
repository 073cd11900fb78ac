// @vitest-environment happy-dom

import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, WagmiProvider, useAccount, useDisconnect } from 'wagmi'
import { http } from 'viem'
import { createTestConnector, localA, localB } from '@/registry/components/test/kit'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitWagmiSync } from '@/registry/components/walletkit-wagmi-sync'
import { walletKit } from '@/registry/lib/wagmi/walletkit-connector'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

afterEach(cleanup)

const closedServices = {
  blockchainApiUrl: 'http://127.0.0.1:9',
  catalogueUrl: 'http://127.0.0.1:9',
  relayUrl: 'ws://127.0.0.1:9',
  secureSiteOrigin: 'http://127.0.0.1:9',
}
const toChain = (n: typeof localA) => ({ id: Number(n.id), name: n.name, nativeCurrency: n.nativeCurrency, rpcUrls: n.rpcUrls })

describe('WalletKitWagmiSync', () => {
  test("default: the host's own wagmi hooks follow a connection made with walletkit, and wagmi's disconnect ends it", async () => {
    const storage = createMemoryStorage()
    const config = createConfig({
      chains: [toChain(localA), toChain(localB)],
      connectors: [walletKit({ storage })],
      transports: { [Number(localA.id)]: http(), [Number(localB.id)]: http() },
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    let kit: WalletKit | undefined
    let wagmi: { account: ReturnType<typeof useAccount>; disconnect: ReturnType<typeof useDisconnect>['disconnect'] } | undefined
    function Probe() {
      kit = useWalletKitContext('probe').kit
      wagmi = { account: useAccount(), disconnect: useDisconnect().disconnect }
      return null
    }
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={new QueryClient()}>
          <WalletKitProvider
            projectId="p"
            networks={[localA, localB]}
            storage={storage}
            balances={{ fetchBalances: async () => [] }}
            {...closedServices}
          >
            <WalletKitWagmiSync />
            <Probe />
          </WalletKitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const connector = createTestConnector()
    kit!.connectors.register(connector)
    await act(() => kit!.connection.connect(connector))
    await waitFor(() => expect(wagmi!.account.status).toBe('connected'))
    expect(wagmi!.account.address?.toLowerCase()).toBe(kit!.connection.store.getState().accounts.eip155?.address?.toLowerCase())
    act(() => wagmi!.disconnect())
    await waitFor(() => expect(kit!.connection.store.getState().accounts.eip155?.status).toBe('disconnected'))
    await waitFor(() => expect(wagmi!.account.status).toBe('disconnected'))
  })
})
