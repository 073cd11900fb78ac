import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import type { ConnectionState } from '@/registry/lib/state/connection/connection-store'
import type { InitialConnection } from '@/registry/lib/state/connection/session-cookie'
import { sessionCookieText } from '@/registry/lib/state/connection/session-cookie-text'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

function chainIdOf(account: AccountState): string | undefined {
  try {
    return parseCaipAddress(account.caipAddress).chainId
  } catch {
    return undefined
  }
}

/** The marker of a connection state: its connected accounts; undefined when none is connected. */
export function toInitialConnection(state: ConnectionState): InitialConnection | undefined {
  const accounts: InitialConnection['accounts'] = {}
  for (const [namespace, account] of Object.entries(state.accounts) as Array<[ChainNamespace, AccountState]>) {
    if (account.status !== 'connected' || !account.address || !account.connectorId) continue
    const chainId = chainIdOf(account)
    // A marker the next page could not turn back into a CAIP-10 id is not written.
    if (chainId !== undefined) accounts[namespace] = { address: account.address, chainId, connectorId: account.connectorId }
  }
  if (Object.keys(accounts).length === 0) return undefined
  return { ...(state.activeNamespace && accounts[state.activeNamespace] ? { activeNamespace: state.activeNamespace } : {}), accounts }
}

const transient = (state: ConnectionState): boolean =>
  Object.values(state.accounts).some((a) => a?.status === 'connecting' || a?.status === 'reconnecting')

/**
 * In the browser: drops a returning visitor's shown accounts that nothing will restore, and, with
 * the `sessionCookie` option, keeps the session cookie in step with the connection so the server
 * can render the next visit as connected. Transient states (a restore in flight) leave the cookie
 * as it is, so a reload mid-restore still starts from it. Returns the stop.
 */
export function startSessionCookie(
  kit: WalletKitStores,
  doc: Pick<Document, 'cookie' | 'location'> | undefined = typeof document === 'undefined' ? undefined : document,
): () => void {
  kit.connection.dropUnbacked()
  const option = kit.sessionCookie
  if (!option || !doc) return () => {}
  const secure = typeof option === 'object' && option.secure !== undefined ? option.secure : doc.location.protocol === 'https:'
  let written: string | undefined
  const write = (state: ConnectionState): void => {
    if (transient(state)) return
    const text = sessionCookieText(toInitialConnection(state), { secure })
    if (text === written) return
    written = text
    doc.cookie = text
  }
  write(kit.connection.store.getState())
  return kit.connection.store.subscribe(write)
}
