'use client'

import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { createWalletConnectPairing, type WalletConnectPairingStatus } from '@/registry/lib/state/connection/walletconnect-pairing-flow'

export type { WalletConnectPairingStatus }

/**
 * Runs a WalletConnect pairing while a view shows it (createWalletConnectPairing): starts the
 * connector's connect, follows the URI as it is refreshed, closes the modal on success and
 * abandons the pairing on unmount.
 *
 * @example
 * const { uri, status, error, retry } = useWalletConnectPairing()
 */
export function useWalletConnectPairing() {
  const { kit } = useWalletKitContext('useWalletConnectPairing')
  const pairing = useMemo(() => createWalletConnectPairing(kit), [kit])
  const { connector, uri, status, error } = useStore(pairing.store)
  const live = useRef(0)

  useEffect(() => {
    void pairing.prepare()
  }, [pairing])

  useEffect(() => {
    if (!connector) return
    const off = pairing.watchUri()
    const mount = ++live.current
    // Strict mode unmounts and remounts at once: only a pairing no longer on screen is abandoned.
    if (!connector.getPairingUri() || mount === 1) void pairing.connect()
    return () => {
      off()
      setTimeout(() => {
        if (live.current === mount) pairing.abandon()
      }, 0)
    }
  }, [pairing, connector])

  const retry = useCallback(() => pairing.connect(), [pairing])
  return { uri, status, error, retry }
}
