import { Connection, type Commitment } from '@solana/web3.js'
import type { Network } from '@/registry/lib/chains/chain-types'

export type CreateSolanaConnectionParameters = {
  network: Network
  /** An explicit RPC URL; otherwise the blockchain API proxy, otherwise the network's own RPC. */
  rpcUrl?: string | undefined
  blockchainApi?: { baseUrl: string; projectId: string } | undefined
  commitment?: Commitment | undefined
}

/**
 * A @solana/web3.js Connection for one Solana network. Over the blockchain API the URL is
 * `<base>/v1/?chainId=<caip2>&projectId=<id>`, as for EVM networks.
 *
 * @example
 * const connection = createSolanaConnection({ network: solanaDevnet })
 */
export function createSolanaConnection({
  network,
  rpcUrl,
  blockchainApi,
  commitment = 'confirmed',
}: CreateSolanaConnectionParameters): Connection {
  return new Connection(rpcUrl ?? (blockchainApi ? proxyUrl(network, blockchainApi) : defaultRpc(network)), { commitment })
}

function proxyUrl(network: Network, { baseUrl, projectId }: { baseUrl: string; projectId: string }): string {
  const url = new URL('/v1/', baseUrl)
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

function defaultRpc(network: Network): string {
  const [first] = network.rpcUrls.default.http
  if (!first) throw new TypeError(`${network.name} has no RPC URL`)
  return first
}
