import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import type { SiwxSession } from '@/registry/lib/siwx/siwx-types'

/** How long a sign-in lasts when the host gives no `expiresInMs`: 7 days, whichever sessions store it. */
export const DEFAULT_SIWX_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Whether `session` is the sign-in of `address` on `chainId`: one account, one network.
 * Addresses compare without case (EVM checksums).
 *
 * @example
 * const mine = sessions.filter((s) => isSessionOf(s, 'eip155:1', address))
 */
export function isSessionOf(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
  return session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
}
