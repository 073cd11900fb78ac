'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { selectConnectedAddress, selectQueryableNetworkId } from '@/registry/lib/state/connection/selectors'
import { getNftsFlow } from '@/registry/lib/state/history/nfts-flow'

/**
 * The NFTs the connected account holds on the connected chain, derived from its history
 * (spam left out). Loads when the account or chain changes, reloads when shown again.
 *
 * @example
 * const { holdings, status, retry } = useNfts()
 */
export function useNfts() {
  const { kit } = useWalletKitContext('useNfts')
  const flow = getNftsFlow(kit)
  const state = useStore(flow.store)
  const account = useStore(kit.connection.store, selectConnectedAddress)
  const chainId = useStore(kit.networks.store, selectQueryableNetworkId)

  useEffect(() => {
    if (!account || !chainId) return
    const { query, status } = flow.store.getState()
    const same = query?.account === account && query.chainId === chainId && status === 'ready'
    void flow.load({ account, chainId }, { force: same })
  }, [flow, account, chainId])

  return { ...state, retry: flow.retry }
}
