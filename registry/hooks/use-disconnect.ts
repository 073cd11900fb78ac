'use client'

import { useCallback } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { ChainNamespace } from '@/registry/lib/caip/types'

/** Disconnects the active namespace (or the one given), then closes the modal. */
export function useDisconnect() {
  const { kit } = useWalletKitContext('useDisconnect')
  const disconnect = useCallback(
    async (namespace?: ChainNamespace) => {
      await kit.connection.disconnect(namespace)
      kit.balances.reset()
      kit.modal.close()
    },
    [kit],
  )
  return { disconnect }
}
