'use client'

import { useEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import {
  createConnectExternalFlow,
  type ConnectExternalState,
  type ConnectExternalStatus,
  type ConnectExternalError,
} from '@/registry/lib/state/connection/connect-external-flow'

export type { ConnectExternalError, ConnectExternalStatus }

// Before a connector is known the view shows it connecting, and there is nothing to retry.
const waiting = createStore<ConnectExternalState>()(() => ({ status: 'connecting', error: undefined }))
const nothing = async (): Promise<void> => undefined

/**
 * Connects an injected or announced wallet as soon as its view shows, and again on retry
 * (createConnectExternalFlow). Success closes the modal; the error is classified so the view
 * can pick its words.
 *
 * @example
 * const { status, error, retry } = useConnectExternal(connector)
 */
export function useConnectExternal(connector: Connector | undefined) {
  const { kit } = useWalletKitContext('useConnectExternal')
  const flow = useMemo(() => (connector ? createConnectExternalFlow(kit, connector) : undefined), [kit, connector])
  const { status, error } = useStore(flow?.store ?? waiting)
  const started = useRef<unknown>(undefined)
  useEffect(() => {
    // Strict mode mounts twice; a wallet prompt must open once.
    if (!flow || started.current === flow) return
    started.current = flow
    void flow.connect()
  }, [flow])
  return { status, error, retry: flow?.connect ?? nothing }
}
