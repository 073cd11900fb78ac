import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import type { Connector, ConnectorEvents, ConnectorType } from '@/registry/lib/connectors/connector-interface'

/** A scripted connector for store tests; the real EIP-1193 path is covered by the contract test. */
export function fakeConnector(
  overrides: Partial<Connector> & { accounts?: string[]; chainId?: number | string; rdns?: string } = {},
): Connector & { switched: Network[] } {
  const events = createEmitter<ConnectorEvents>()
  const accounts = overrides.accounts ?? ['0x1111111111111111111111111111111111111111']
  let chainId = overrides.chainId ?? 1
  const switched: Network[] = []
  return {
    id: overrides.id ?? 'fake',
    name: overrides.name ?? 'Fake Wallet',
    type: (overrides.type ?? 'ANNOUNCED') as ConnectorType,
    chain: (overrides.chain ?? 'eip155') as ChainNamespace,
    info: overrides.rdns ? { rdns: overrides.rdns } : overrides.info,
    imageUrl: overrides.imageUrl,
    events,
    switched,
    connect: overrides.connect ?? (async () => ({ address: accounts[0] as string, accounts, chainId })),
    disconnect: overrides.disconnect ?? (async () => undefined),
    getAccounts: overrides.getAccounts ?? (async () => accounts),
    getChainId: overrides.getChainId ?? (async () => chainId),
    switchChain:
      overrides.switchChain ??
      (async (network) => {
        switched.push(network)
        chainId = network.id
      }),
    request: overrides.request,
  }
}

export const evmNetwork = (id: number, name = `Chain ${id}`): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
})

export const solanaNetwork: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } },
}
