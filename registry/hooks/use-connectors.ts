'use client'

import { useCallback } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { Connector } from '@/registry/lib/connectors/types'

/**
 * The Connect view's sections, its connect-method order, and the connect action.
 *
 * @example
 * const { sections, methods, connect } = useConnectors()
 */
export function useConnectors() {
  const { kit } = useWalletKitContext('useConnectors')
  const sections = useStore(kit.connectors.store, (s) => s.sections)
  const groups = useStore(kit.connectors.store, (s) => s.groups)
  const configured = useStore(kit.options.store, (s) => s.features.connectMethodsOrder)
  const hasInjectedOrAnnounced = groups.some((g) => g.connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED'))
  // Read through the options store so a configured order keeps winning (SPEC §2).
  const methods = configured?.length ? configured : kit.options.connectMethodsOrder(hasInjectedOrAnnounced)

  const connect = useCallback(
    async (connector: Connector) => {
      const result = await kit.connection.connect(connector)
      return result
    },
    [kit],
  )
  return { sections, groups, methods, connect }
}
