import * as z from 'zod/mini'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { nativeBalanceCacheExpiry } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { rpcEnvelopeSchema } from '@/registry/lib/api/blockchain/schemas/chains'

export type GetNativeBalanceParameters = {
  address: string
  /** CAIP-2 id; must be an eip155 network (the node RPC answers eth_getBalance). */
  chainId: string
}

const envelope = rpcEnvelopeSchema(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)))

/**
 * The native balance in wei, read through the API's node RPC (POST /v1?chainId=&projectId=),
 * cached 30 s (SPEC §9).
 *
 * @example
 * const wei = await getNativeBalance(api, { address, chainId: 'eip155:1' })
 */
export async function getNativeBalance(client: BlockchainApiClient, { address, chainId }: GetNativeBalanceParameters): Promise<bigint> {
  const key = `native:${chainId}:${address.toLowerCase()}`
  const cached = client.cache.read<string>(key, nativeBalanceCacheExpiry)
  if (cached !== undefined) return BigInt(cached)
  const { result } = await client.http.post({
    path: '/v1',
    params: { chainId, projectId: client.projectId },
    body: { id: '1', jsonrpc: '2.0', method: 'eth_getBalance', params: [address, 'latest'] },
    schema: envelope,
  })
  // Stored as a hex string so a persistent store can serialise it.
  client.cache.write(key, result)
  return BigInt(result)
}
