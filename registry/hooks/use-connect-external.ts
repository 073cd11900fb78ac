'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { BaseError } from '@/registry/lib/errors/base'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'
import { connectFromModal } from '@/registry/lib/state/connection/connect-from-modal'
import type { Connector } from '@/registry/lib/connectors/types'

export type ConnectExternalStatus = 'connecting' | 'error' | 'connected'
/** `rejected` when the user declined in the wallet; `message` is the SPEC text of a typed error. */
export type ConnectExternalError = { kind: 'rejected' | 'failed'; message: string | undefined }

function describe(error: unknown): ConnectExternalError {
  if (isUserRejection(error)) return { kind: 'rejected', message: undefined }
  return { kind: 'failed', message: error instanceof BaseError ? error.shortMessage : undefined }
}

/**
 * Connects an injected or announced wallet as soon as its view shows, and again on retry.
 * Success closes the modal; the error is classified so the view can pick its words.
 */
export function useConnectExternal(connector: Connector | undefined) {
  const { kit } = useWalletKitContext('useConnectExternal')
  const [status, setStatus] = useState<ConnectExternalStatus>('connecting')
  const [error, setError] = useState<ConnectExternalError | undefined>(undefined)
  const started = useRef<Connector | undefined>(undefined)

  const connect = useCallback(async () => {
    if (!connector) return
    setStatus('connecting')
    setError(undefined)
    try {
      await connectFromModal(kit, connector)
      setStatus('connected')
    } catch (cause) {
      setError(describe(cause))
      setStatus('error')
    }
  }, [kit, connector])

  useEffect(() => {
    // Strict mode mounts twice; a wallet prompt must open once.
    if (started.current === connector) return
    started.current = connector
    void connect()
  }, [connector, connect])

  return { status, error, retry: connect }
}
