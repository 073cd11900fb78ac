import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import { sessionAddresses, sessionChains, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'

/**
 * Picks the network to use within what a session approved: the one asked for when approved,
 * else the first configured network of the namespace that the wallet approved.
 */
export function pickApprovedNetwork(
  session: WalletConnectSession,
  networks: readonly Network[],
  namespace: ChainNamespace,
  wanted?: number | string | undefined,
): Network | undefined {
  const approved = new Set(sessionChains(session, namespace))
  const candidates = networks.filter((network) => network.chainNamespace === namespace && approved.has(network.caipNetworkId))
  return candidates.find((network) => wanted !== undefined && String(network.id) === String(wanted)) ?? candidates[0]
}

/**
 * The connect result for a network within a session (its CAIP-10 accounts, plain); undefined when
 * the session holds no account there. Bitcoin accounts are of type payment (SPEC §3).
 */
export function sessionResult(session: WalletConnectSession, network: Network | undefined): ConnectResult | undefined {
  if (!network) return undefined
  const accounts = sessionAddresses(session, network.caipNetworkId)
  const [address] = accounts
  if (!address) return undefined
  const result = { address, chainId: network.id, accounts }
  return network.chainNamespace === 'bip122'
    ? { ...result, details: { accountTypes: accounts.map((each) => ({ address: each, type: 'payment' as const })) } }
    : result
}

/** Runs a CAIP parser; a value it refuses is no event value (undefined), not a throw into the wallet's emitter. */
function orUndefined<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** chainChanged payloads seen from wallets: a number, a hex or decimal string, or a CAIP-2 id (an invalid one is undefined). */
export function parseEventChainId(data: unknown): string | undefined {
  if (typeof data === 'number' && Number.isInteger(data)) return String(data)
  if (typeof data !== 'string') return undefined
  const reference = data.includes(':') ? orUndefined(() => parseCaipNetworkId(data).chainId) : data
  if (reference === undefined) return undefined
  return /^0x[0-9a-f]+$/i.test(reference) ? String(Number.parseInt(reference, 16)) : reference
}

/**
 * accountsChanged payloads: plain addresses or CAIP-10 ids; bip122_addressesChanged ones: objects
 * with an `address` (as getAccountAddresses answers). A CAIP-10 id that does not parse is dropped.
 */
export function parseEventAccounts(data: unknown): string[] {
  if (!Array.isArray(data)) return []
  return data
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null && 'address' in entry ? entry.address : entry))
    .filter((entry): entry is string => typeof entry === 'string' && entry.length > 0)
    .flatMap((entry) => (entry.includes(':') ? (orUndefined(() => parseCaipAddress(entry).address) ?? []) : [entry]))
}
