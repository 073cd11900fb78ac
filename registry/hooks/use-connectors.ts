'use client'

import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { WALLET_LISTS_WAIT_MS } from '@/registry/lib/state/wallets/connectors-store'

/**
 * The Connect view's sections, its connect-method order, and the connect action. `settling` is
 * true while discovery, the catalogue or WalletConnect are still adding rows (at most
 * WALLET_LISTS_WAIT_MS from the first render), so the view can hold the list instead of letting
 * rows move under the pointer.
 *
 * @example
 * const { sections, methods, settling, connect } = useConnectors()
 */
export function useConnectors() {
  const { kit } = useWalletKitContext('useConnectors')
  const sections = useStore(kit.connectors.store, (s) => s.sections)
  const groups = useStore(kit.connectors.store, (s) => s.groups)
  const configured = useStore(kit.options.store, (s) => s.features.connectMethodsOrder)
  const hasInjectedOrAnnounced = groups.some((g) => g.connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED'))
  // Read through the options store so a configured order keeps winning (SPEC §2).
  const methods = configured?.length ? configured : kit.options.connectMethodsOrder(hasInjectedOrAnnounced)
  const pending = useStore(kit.connectors.store, (s) => s.pending > 0)
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    if (!pending || waited) return
    const timer = setTimeout(() => setWaited(true), WALLET_LISTS_WAIT_MS)
    return () => clearTimeout(timer)
  }, [pending, waited])

  const connect = useCallback(
    async (connector: Connector) => {
      const result = await kit.connection.connect(connector)
      return result
    },
    [kit],
  )
  return { sections, groups, methods, settling: pending && !waited, connect }
}
