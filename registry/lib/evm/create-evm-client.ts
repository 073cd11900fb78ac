import { createClient, defineChain, type Chain, type Client, type Transport } from 'viem'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createNodeTransport, type CreateNodeTransportParameters } from '@/registry/lib/evm/create-node-transport'
import { getNodeRpcUrl } from '@/registry/lib/evm/get-node-rpc-url'

export type EvmClient = Client<Transport, Chain>

/** SPEC §9: multicall batches of up to 1024 bytes of calldata (viem's unit). */
export const MULTICALL_BATCH_SIZE_BYTES = 1024
/** SPEC §9: Ethereum base fee multiplier when fees are estimated. */
export const BASE_FEE_MULTIPLIER = 1.2
/*
 * Decision (issue 29), SPEC §9 "blob size limit 761855 bytes": that is the most data viem's toBlobs
 * packs into one EIP-4844 transaction (6 blobs of 4096 field elements, less the terminator), a
 * limit viem enforces itself (BlobSizeTooLargeError). The kit builds no blob transactions, so no
 * copy of the number lives here; a host sending blobs through the kit's client meets viem's check.
 */

export type CreateEvmClientParameters = {
  network: Network
  /** Explicit node URLs; otherwise the blockchain API proxy, otherwise the network's own RPC. */
  rpcUrls?: readonly string[] | undefined
  blockchainApi?: { baseUrl: string; projectId: string } | undefined
  rank?: CreateNodeTransportParameters['rank']
  /** SPEC §9: 4 s by default. */
  pollingInterval?: number | undefined
}

/**
 * A kit network as a viem `Chain` (its node URLs, native currency and the kit's fee multiplier).
 *
 * @example
 * createWalletClient({ chain: toViemChain(network), transport: custom(provider) })
 */
export function toViemChain(network: Network): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    testnet: network.testnet,
    // Without it viem sends every read on its own and the multicall batch below never applies.
    contracts: network.contracts?.multicall3 ? { multicall3: network.contracts.multicall3 } : undefined,
    // Written out rather than left to viem's defaults, so an upgrade cannot change them under us.
    fees: { baseFeeMultiplier: BASE_FEE_MULTIPLIER },
  })
}

/**
 * A viem client for one EVM network. Use it with viem's actions imported by path
 * (`viem/actions`), so a bundle carries only the actions it calls.
 *
 * @example
 * const client = createEvmClient({ network: mainnet, blockchainApi: { baseUrl, projectId } })
 * const wei = await getBalance(client, { address })
 */
export function createEvmClient({ network, rpcUrls, blockchainApi, rank, pollingInterval = 4_000 }: CreateEvmClientParameters): EvmClient {
  const urls = rpcUrls?.length
    ? rpcUrls
    : blockchainApi
      ? [
          getNodeRpcUrl({
            blockchainApiUrl: blockchainApi.baseUrl,
            caipNetworkId: network.caipNetworkId,
            projectId: blockchainApi.projectId,
          }),
        ]
      : network.rpcUrls.default.http
  const chain = toViemChain(network)
  // Reads made in the same tick go out as one multicall where the chain names a multicall3
  // contract; elsewhere viem sends them one by one.
  return createClient({
    chain,
    transport: createNodeTransport({ urls, rank }),
    pollingInterval,
    batch: { multicall: { batchSize: MULTICALL_BATCH_SIZE_BYTES } },
  })
}
