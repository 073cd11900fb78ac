// Test helpers for the views: a provider on two local networks, a probe to reach the stores,
// and a scriptable connector. Not part of any registry item.
import type * as React from 'react'
import { configure, render } from '@testing-library/react'
import { WalletKitProvider, type WalletKitProviderProps } from '@/registry/hooks/walletkit-provider'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import type { Connector, ConnectorEvents, ConnectorType } from '@/registry/lib/connectors/connector-interface'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

// The modal and its views are lazy chunks; their first import in a cold test worker can take seconds.
configure({ asyncUtilTimeout: 5000 })

export const localA: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
export const localB: Network = { ...localA, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet B' }

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export function createTestConnector(overrides: Partial<Connector> & { type?: ConnectorType } = {}) {
  const events = createEmitter<ConnectorEvents>()
  let chainId: number = 31337
  const connector: Connector = {
    id: 'dev.walletkit.devnet',
    name: 'Devnet Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    info: { rdns: 'dev.walletkit.devnet', name: 'Devnet Wallet' },
    events,
    connect: async () => ({ address: ADDRESS, chainId, accounts: [ADDRESS] }),
    disconnect: async () => {},
    getAccounts: async () => [ADDRESS],
    getChainId: async () => chainId,
    switchChain: async (network) => {
      chainId = Number(network.id)
    },
    ...overrides,
  }
  return connector
}

// Nothing listens on port 9: lookups the provider starts on its own fail fast instead of leaving the machine.
const closedServices = {
  blockchainApiUrl: 'http://127.0.0.1:9',
  catalogueUrl: 'http://127.0.0.1:9',
  relayUrl: 'ws://127.0.0.1:9',
  secureSiteOrigin: 'http://127.0.0.1:9',
}

let captured: WalletKit | undefined
function Probe() {
  captured = useWalletKitContext('Probe').kit
  return null
}

export function renderWithKit(ui: React.ReactNode, props: Partial<WalletKitProviderProps> = {}) {
  captured = undefined
  const result = render(
    <WalletKitProvider
      projectId="test-project"
      networks={[localA, localB]}
      storage={createMemoryStorage()}
      balances={{ fetchBalances: async () => [] }}
      {...closedServices}
      {...props}
    >
      <Probe />
      {ui}
    </WalletKitProvider>,
  )
  if (!captured) throw new Error('provider did not render')
  return { ...result, kit: captured as WalletKit }
}

export function renderModal(props: Partial<WalletKitProviderProps> = {}) {
  return renderWithKit(<WalletKitModal />, props)
}
