import { causeChain } from '@/registry/lib/errors/cause-chain'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'

const { userRejectedRequest } = rpcErrorCodes

/** The code walletkit's own refusal errors carry (RequestRejectedError: the user declined in the frame). */
const USER_REJECTED = 'USER_REJECTED'

function readsAsRejection(link: unknown): boolean {
  if (typeof link !== 'object' || link === null) return false
  const { code, rpcCode, data } = link as { code?: unknown; rpcCode?: unknown; data?: unknown }
  if (code === userRejectedRequest || rpcCode === userRejectedRequest || code === USER_REJECTED) return true
  // Some mobile wallets wrap the real code one level down.
  const original = typeof data === 'object' && data !== null ? (data as { originalError?: { code?: unknown } }).originalError : undefined
  return original?.code === userRejectedRequest
}

/**
 * Whether the user declined the wallet's prompt (EIP-1193 4001, or walletkit's USER_REJECTED)
 * anywhere on the cause chain. Every link is looked at: viem and the connectors wrap the
 * wallet's error, and an outer wrapper may carry a code of its own (viem's UnknownRpcError is -1).
 * Declining is not a failure: callers show no error for it.
 *
 * @example
 * catch (error) { if (isUserRejection(error)) return idle(); throw error }
 */
export function isUserRejection(error: unknown): boolean {
  for (const link of causeChain(error)) if (readsAsRejection(link)) return true
  return false
}
