'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getPermissionsFlow } from '@/registry/lib/state/permissions/permissions-flow'

/**
 * The connected EVM account's smart sessions, listed when the account changes, with `grant`
 * (wallet_grantPermissions through whichever wallet is connected) and `revoke` (the signed revoke
 * the blockchain API checks). Errors stay in `error` for a list, and reject the grant or revoke call.
 *
 * @example
 * const { sessions, grant, revoke } = usePermissions()
 * await grant({ expiry, signer, permissions: [{ type: 'native-token-recurring-allowance', data }] })
 */
export function usePermissions() {
  const { kit } = useWalletKitContext('usePermissions')
  const flow = getPermissionsFlow(kit)
  const state = useStore(flow.store)
  const account = useStore(kit.connection.store, (s) =>
    s.accounts.eip155?.status === 'connected' ? s.accounts.eip155.caipAddress : undefined,
  )
  useEffect(() => {
    if (account) flow.load().catch(() => undefined)
    else flow.reset()
  }, [flow, account])
  return { ...state, grant: flow.grant, revoke: flow.revoke, reload: flow.load }
}
