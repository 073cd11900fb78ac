'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import type { FrameLoadError } from '@/registry/lib/errors/frame'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'

/**
 * The embedded wallet's auth connector once loaded (null while loading), loading it on first
 * render. `error` is SPEC §8 'Unable to load email login dependency' when the load failed;
 * `retry` loads again.
 *
 * @example
 * const { connector, error, retry } = useAuthConnector()
 */
export function useAuthConnector(): { connector: AuthConnector | null; error: FrameLoadError | null; retry: () => void } {
  const { kit } = useWalletKitContext('useAuthConnector')
  const wallet = getEmbeddedWallet(kit)
  const { status, error } = useStore(wallet.loadState)
  useEffect(() => {
    if (wallet.loadState.getState().status === 'idle') wallet.retry()
  }, [wallet])
  return { connector: status === 'ready' ? (wallet.loaded() ?? null) : null, error, retry: wallet.retry }
}
