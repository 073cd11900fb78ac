'use client'

import { useMemo } from 'react'
import { useRouter } from '@/registry/hooks/use-router'
import { walletConnectTarget, type WalletConnectTarget } from '@/registry/lib/state/connection/walletconnect-target'

/**
 * The wallet the user picked for a WalletConnect pairing (from the router) and its deep links
 * carrying the pairing URI. Picking WalletConnect itself names no wallet: any may scan.
 *
 * @example
 * const { name, deepLinks } = useWalletConnectTarget(uri)
 */
export function useWalletConnectTarget(uri: string | undefined): WalletConnectTarget {
  const { data } = useRouter()
  return useMemo(() => walletConnectTarget(data, uri), [data, uri])
}
