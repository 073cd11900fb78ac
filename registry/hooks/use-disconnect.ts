'use client'

import { useCallback } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'

/**
 * Disconnects every namespace's wallet (what "Disconnect" means to a user of a multi-chain app),
 * or only the namespace given, then closes the modal.
 */
export function useDisconnect() {
  const { kit } = useWalletKitContext('useDisconnect')
  const disconnect = useCallback(
    async (namespace?: ChainNamespace) => {
      await (namespace ? kit.connection.disconnect(namespace) : kit.connection.disconnectAll())
      kit.balances.reset()
      kit.modal.close()
    },
    [kit],
  )
  return { disconnect }
}
