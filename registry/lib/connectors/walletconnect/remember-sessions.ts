import { markerOf } from '@/registry/lib/connectors/walletconnect/session-marker'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'

/**
 * Writes what a reload needs of the sessions held now to the marker, or clears it when none is held.
 *
 * @example
 * sessions.remove(topic); rememberSessions(context)
 */
export function rememberSessions({ sessions, marker, primary }: Pick<WalletConnectContext, 'sessions' | 'marker' | 'primary'>): void {
  const next = markerOf(sessions, primary)
  if (next) marker.set(next)
  else marker.clear()
}
