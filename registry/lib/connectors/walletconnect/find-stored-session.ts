import type { WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import { sessionAccounts, sessionSchema, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'

// Stored data is parsed like any wallet data; expired sessions and ones whose accounts are not
// CAIP-10 are left out.
const storedSessions = (client: WalletConnectClient, now: number): WalletConnectSession[] =>
  client
    .sessions()
    .map((raw) => sessionSchema.safeParse(raw))
    .flatMap((parsed) => (parsed.success && parsed.data.expiry * 1000 > now && hasCaipAccounts(parsed.data) ? [parsed.data] : []))

function hasCaipAccounts(session: WalletConnectSession): boolean {
  try {
    sessionAccounts(session)
    return true
  } catch {
    return false
  }
}

/**
 * The session to restore from sign-client's storage: the one the marker names if it is still
 * there and unexpired, else the newest unexpired one.
 */
export function findStoredSession(
  client: WalletConnectClient,
  topic: string | undefined,
  now = Date.now(),
): WalletConnectSession | undefined {
  const sessions = storedSessions(client, now)
  return sessions.find((candidate) => candidate.topic === topic) ?? sessions.at(-1)
}

/**
 * Every stored, unexpired session among `topics` (the marker's list, in that order); when none of
 * them is left, the newest unexpired one, as findStoredSession picks.
 */
export function findStoredSessions(client: WalletConnectClient, topics: readonly string[], now = Date.now()): WalletConnectSession[] {
  const sessions = storedSessions(client, now)
  const listed = topics.flatMap((topic) => sessions.filter((candidate) => candidate.topic === topic))
  if (listed.length) return listed
  const newest = sessions.at(-1)
  return newest ? [newest] : []
}
