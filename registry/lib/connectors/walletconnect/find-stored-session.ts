import type { WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import { sessionSchema, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'

/**
 * The session to restore from sign-client's storage: the one the marker names if it is still
 * there and unexpired, else the newest unexpired one. Stored data is parsed like any wallet data.
 */
export function findStoredSession(client: WalletConnectClient, topic: string | undefined, now = Date.now()): WalletConnectSession | undefined {
  const sessions = client
    .sessions()
    .map((raw) => sessionSchema.safeParse(raw))
    .flatMap((parsed) => (parsed.success && parsed.data.expiry * 1000 > now ? [parsed.data] : []))
  return sessions.find((candidate) => candidate.topic === topic) ?? sessions.at(-1)
}
