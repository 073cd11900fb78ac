'use client'

import { useContext, useEffect, useMemo, useState } from 'react'
import { WalletKitContext } from '@/registry/hooks/walletkit-context'
import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { catalogueImages, type CatalogueImages } from '@/registry/lib/state/wallets/catalogue-images'

/**
 * Image sources for networks, connectors, tokens and currencies from the kit's wallet catalogue
 * (SPEC §7). Until the catalogue client has loaded (and when an entry has no image) they are
 * undefined and WalletImage shows the initial. Outside a WalletKitProvider (a display-only panel
 * in a story) only explicit URLs are used, so the shared list parts render anywhere.
 *
 * @example
 * const { assetImage } = useCatalogueImages()
 * <WalletImage src={assetImage(network.assets)} name={network.name} />
 */
export function useCatalogueImages(): CatalogueImages {
  const kit = useContext(WalletKitContext)?.kit
  const [client, setClient] = useState<CatalogueClient | undefined>(undefined)
  useEffect(() => {
    if (!kit) return undefined
    let live = true
    kit.clients.catalogue().then(
      (loaded) => live && setClient(() => loaded),
      () => undefined,
    )
    return () => void (live = false)
  }, [kit])
  return useMemo(() => catalogueImages(client), [client])
}
