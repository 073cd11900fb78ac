import { createPublicClient, http, type Client } from 'viem'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'

/**
 * For servers: a viem client for an eip155 network from `SIWX_RPC_URL_<chainId>` in `env`, so
 * smart-account signatures are checked on the chain they live on; undefined (refused) without.
 *
 * @example
 * await verifySiwxSession(session, { getEvmClient: (id) => evmClientFromEnv(id, process.env) })
 */
export function evmClientFromEnv(chainId: CaipNetworkId, env: Readonly<Record<string, string | undefined>>): Client | undefined {
  let network: ReturnType<typeof parseCaipNetworkId>
  try {
    network = parseCaipNetworkId(chainId)
  } catch {
    return undefined
  }
  const url = network.chainNamespace === 'eip155' ? env[`SIWX_RPC_URL_${network.chainId}`] : undefined
  return url ? createPublicClient({ transport: http(url) }) : undefined
}
