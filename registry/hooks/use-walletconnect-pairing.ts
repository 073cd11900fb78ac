'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { connectFromModal } from '@/registry/lib/state/connection/connect-from-modal'
import { ensureWalletConnectConnector } from '@/registry/lib/state/connection/start-walletconnect'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import { PairingAbortedError } from '@/registry/lib/errors/walletconnect'

export type WalletConnectPairingStatus = 'loading' | 'pairing' | 'connected' | 'error' | 'disabled'

/**
 * Runs a WalletConnect pairing while a view shows it: starts the connector's connect, follows the
 * URI as it is refreshed, closes the modal on success and abandons the pairing on unmount.
 */
export function useWalletConnectPairing() {
  const { kit } = useWalletKitContext('useWalletConnectPairing')
  const [connector, setConnector] = useState<WalletConnectConnector | undefined>(undefined)
  const [uri, setUri] = useState<string | undefined>(undefined)
  const [status, setStatus] = useState<WalletConnectPairingStatus>('loading')
  const [error, setError] = useState<unknown>(undefined)
  const live = useRef(0)

  useEffect(() => {
    let cancelled = false
    void ensureWalletConnectConnector(kit).then((found) => {
      if (cancelled) return
      if (found) setConnector(found)
      else setStatus('disabled')
    })
    return () => {
      cancelled = true
    }
  }, [kit])

  const connect = useCallback(async () => {
    if (!connector) return
    setStatus('pairing')
    setError(undefined)
    setUri(connector.getPairingUri())
    // Opened from a Connect for one namespace: pair (or reuse a held session) for that namespace alone.
    const scope = kit.router.store.getState().data?.namespace
    try {
      await connectFromModal(kit, scope ? connector.scopedConnector(scope) : connector)
      setStatus('connected')
    } catch (cause) {
      if (cause instanceof PairingAbortedError) return
      setError(cause)
      setStatus('error')
    }
  }, [kit, connector])

  useEffect(() => {
    if (!connector) return
    const off = connector.events.on('message', ({ type, data }) => {
      if (type === 'display_uri' && typeof data === 'string') setUri(data)
    })
    const mount = ++live.current
    // Strict mode unmounts and remounts at once: only a pairing no longer on screen is abandoned.
    if (!connector.getPairingUri() || mount === 1) void connect()
    return () => {
      off()
      setTimeout(() => {
        if (live.current === mount) connector.cancelConnect()
      }, 0)
    }
  }, [connector, connect])

  return { uri, status, error, retry: connect }
}
