'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import { getMobileHandoff, storeLinksFor, toHandoffWallet } from '@/registry/lib/state/connection/mobile-handoff'

/**
 * The phone's side of a WalletConnect pairing: hands the URI to the chosen wallet's app as soon as
 * it exists and says what the view shows instead of a QR code (the wallet, its store pages, the
 * "Open" action). `active` is false on a desktop, where nothing is opened.
 *
 * @example
 * const { active, wallet, storeLinks, openAgain } = useMobileHandoff(catalogueWallet, uri)
 */
export function useMobileHandoff(catalogueWallet: CatalogueWallet | undefined, uri: string | undefined) {
  const { kit } = useWalletKitContext('useMobileHandoff')
  const handoff = getMobileHandoff(kit)
  const returned = useStore(handoff.store, (s) => s.returned)
  const opened = useStore(handoff.store, (s) => s.openedHref !== undefined)

  useEffect(() => {
    if (uri) handoff.pairingUriReady(catalogueWallet, uri)
  }, [handoff, catalogueWallet, uri])

  const wallet = catalogueWallet ? toHandoffWallet(catalogueWallet) : undefined
  return {
    active: handoff.isActive(),
    wallet,
    storeLinks: wallet ? storeLinksFor(wallet, handoff.os()) : [],
    opened,
    returned,
    openAgain: handoff.openAgain,
  }
}
