'use client'

import { useEffect, useState } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet'

/**
 * The embedded wallet's auth connector once loaded (null while loading), loading it on first render.
 *
 * @example
 * const { connector, error } = useAuthConnector()
 */
export function useAuthConnector(): { connector: AuthConnector | null; error: unknown } {
  const { kit } = useWalletKitContext('useAuthConnector')
  const wallet = getEmbeddedWallet(kit)
  const [state, setState] = useState<{ connector: AuthConnector | null; error: unknown }>(() => ({ connector: wallet.loaded() ?? null, error: null }))
  useEffect(() => {
    let live = true
    wallet.load().then(
      (connector) => live && setState({ connector, error: null }),
      (error: unknown) => live && setState({ connector: null, error }),
    )
    return () => void (live = false)
  }, [wallet])
  return state
}
