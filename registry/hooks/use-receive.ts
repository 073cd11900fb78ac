'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { selectConnectedAddress } from '@/registry/lib/state/connection/selectors'
import { useClipboard } from '@/registry/hooks/use-clipboard'
import type { Network } from '@/registry/lib/chains/chain-types'

const noNetworks: readonly Network[] = []

/**
 * What the Receive view shows: the connected address, the networks it can receive on (the
 * configured networks of its namespace, the active one first) and a copy action with feedback
 * (`copied` for two seconds, and the snackbar when given a text).
 *
 * @example
 * const { address, networks, copy, copied } = useReceive()
 */
export function useReceive() {
  const { kit } = useWalletKitContext('useReceive')
  const address = useStore(kit.connection.store, selectConnectedAddress)
  const namespace = useStore(kit.connection.store, (s) => s.activeNamespace)
  const all = useStore(kit.networks.store, (s) => s.networks)
  const activeId = useStore(kit.networks.store, (s) => (namespace ? s.activeByNamespace[namespace] : undefined))
  const clipboard = useClipboard()
  // Nothing to receive on without an account (the kit names a namespace before anyone connects).
  const networks = namespace && address ? all.filter((n) => n.chainNamespace === namespace) : noNetworks
  const ordered = [...networks.filter((n) => n.caipNetworkId === activeId), ...networks.filter((n) => n.caipNetworkId !== activeId)]
  return {
    address,
    namespace,
    networks: ordered as readonly Network[],
    copied: clipboard.copied,
    copyFailed: clipboard.failed,
    /** Copies the address; with `toast`, the modal's snackbar confirms it too. */
    copy: async (toast?: string): Promise<boolean> => {
      const ok = address ? await clipboard.copy(address) : false
      if (ok && toast) kit.snackbar.showSuccess(toast)
      return ok
    },
  }
}
