import { createPublicClient, http, type PublicClient } from 'viem'
import type { DevToken } from '../evm/deploy-dev-token'
import type { DevCollection } from '../evm/deploy-dev-collectibles'
import type { WebSocket } from 'ws'
import type { SolTransfer } from '../solana/system-transfers'
import { HttpError } from './http'

export type LocalEvmChain = { chainId: number; caipNetworkId: string; name: string; rpcUrl: string; client: PublicClient }

/** What the services need from the in-process Solana VM. */
export type LocalSolana = {
  caipNetworkId: string
  /** Answers one JSON-RPC body (single or batch) the way the facade's HTTP endpoint does. */
  handleRpc(body: unknown): Promise<unknown>
  getBalance(address: string): bigint
  /** SPL tokens minted at start (the DUSD mint), with their metadata. */
  splTokens: ReadonlyArray<{ mint: string; name: string; symbol: string; decimals: number }>
  /** An owner's balance of a mint in its associated token account, base units; 0 without one. */
  getTokenBalance(owner: string, mint: string): bigint
  /** Serves signature subscriptions on a websocket, as the facade's own port does. */
  serveSocket(socket: WebSocket): void
  /** SOL transfers touching the address, oldest first. */
  transfersOf(address: string): SolTransfer[]
}

export type LocalChains = {
  evm: ReadonlyArray<LocalEvmChain>
  erc20: DevToken
  solana: LocalSolana | null
  /** The ERC-721 collections devnet deployed (same addresses on every EVM chain); history flags the spam ones. */
  collectibles?: ReadonlyArray<DevCollection> | undefined
}

export function localEvmChain(chain: { chainId: number; rpcUrl: string; name: string }): LocalEvmChain {
  // Batching keeps history scans (one block per call) to a handful of HTTP requests.
  // cacheTime 0: viem otherwise reuses a block number for 4 s and history would miss fresh blocks.
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: { batchSize: 500 } }), cacheTime: 0 })
  return { ...chain, caipNetworkId: `eip155:${chain.chainId}`, client }
}

export function supportedNetworkIds(chains: LocalChains): string[] {
  return [...chains.evm.map((c) => c.caipNetworkId), ...(chains.solana ? [chains.solana.caipNetworkId] : [])]
}

export function findEvmChain(chains: LocalChains, caipNetworkId: string): LocalEvmChain | undefined {
  return chains.evm.find((c) => c.caipNetworkId === caipNetworkId)
}

/** Accepts a plain address or a CAIP-10 one, as clients pass either in paths. */
export function plainAddress(address: string): string {
  const parts = address.split(':')
  return parts[parts.length - 1] ?? address
}

export function requireSupported(chains: LocalChains, caipNetworkId: string): void {
  if (!supportedNetworkIds(chains).includes(caipNetworkId)) throw new HttpError(400, `Unsupported chainId: ${caipNetworkId}`)
}
