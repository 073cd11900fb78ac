import { createPublicClient, http, type Client } from 'viem'
import type { CaipNetworkId } from '@/registry/lib/caip/types'

/**
 * For servers: a viem client for an eip155 network from `SIWX_RPC_URL_<chainId>` in `env`, so
 * smart-account signatures are checked on the chain they live on; undefined (refused) without.
 *
 * @example
 * await verifySiwxSession(session, { getEvmClient: (id) => evmClientFromEnv(id, process.env) })
 */
export function evmClientFromEnv(chainId: CaipNetworkId, env: Readonly<Record<string, string | undefined>>): Client | undefined {
  const [namespace, reference] = chainId.split(':')
  const url = namespace === 'eip155' ? env[`SIWX_RPC_URL_${reference}`] : undefined
  return url ? createPublicClient({ transport: http(url) }) : undefined
}
