'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded-wallet'

/**
 * The embedded wallet's unsafe request waiting for the user, and the two answers. Each answer is
 * bound to the request on screen when the view rendered it.
 *
 * @example
 * const { pending, approve, reject } = useApprovalRequest()
 */
export function useApprovalRequest() {
  const { kit } = useWalletKitContext('useApprovalRequest')
  const { approvals } = getEmbeddedWallet(kit)
  const pending = useStore(approvals.store, (s) => s.pending)
  const id = pending?.id
  return {
    pending: pending?.request ?? null,
    approve: () => id !== undefined && approvals.answer(id, true),
    reject: () => id !== undefined && approvals.answer(id, false),
  }
}
