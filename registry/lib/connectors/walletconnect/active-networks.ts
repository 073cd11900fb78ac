import type { Network } from '@/registry/lib/chains/types'
import { sessionAddresses, sessionChains, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'

/**
 * Picks the network to use within what a session approved: the one asked for when approved,
 * else the first configured network of the namespace that the wallet approved.
 */
export function pickApprovedNetwork(
  session: WalletConnectSession,
  networks: readonly Network[],
  namespace: 'eip155' | 'solana',
  wanted?: number | string | undefined,
): Network | undefined {
  const approved = new Set(sessionChains(session, namespace))
  const candidates = networks.filter((network) => network.chainNamespace === namespace && approved.has(network.caipNetworkId))
  return candidates.find((network) => wanted !== undefined && String(network.id) === String(wanted)) ?? candidates[0]
}

/** The connect result for a network within a session; undefined when the session holds no account there. */
export function sessionResult(session: WalletConnectSession, network: Network | undefined) {
  if (!network) return undefined
  const accounts = sessionAddresses(session, network.caipNetworkId)
  const [address] = accounts
  return address ? { address, chainId: network.id, accounts } : undefined
}

/** chainChanged payloads seen from wallets: a number, a hex or decimal string, or a CAIP-2 id. */
export function parseEventChainId(data: unknown): string | undefined {
  if (typeof data === 'number' && Number.isInteger(data)) return String(data)
  if (typeof data !== 'string') return undefined
  const reference = data.includes(':') ? data.slice(data.indexOf(':') + 1) : data
  return /^0x[0-9a-f]+$/i.test(reference) ? String(Number.parseInt(reference, 16)) : reference
}

/** accountsChanged payloads: plain addresses or CAIP-10 ids. */
export function parseEventAccounts(data: unknown): string[] {
  if (!Array.isArray(data)) return []
  return data.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.split(':').at(-1) ?? entry)
}
