'use client'

import type * as React from 'react'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import type { Network } from '@/registry/lib/chains/chain-types'

type ReceiveNetworksProps = React.ComponentProps<'ul'> & { networks: readonly Network[] }

/** The networks an address can receive on: icon (or initials) and name, the active one first. */
function ReceiveNetworks({ networks, className, ...props }: ReceiveNetworksProps) {
  const { assetImage } = useCatalogueImages()
  return (
    <ul data-slot="receive-networks" className={cn('flex flex-wrap justify-center gap-1.5', className)} {...props}>
      {networks.map((network) => (
        <li
          key={network.caipNetworkId}
          data-slot="receive-network"
          data-network={network.caipNetworkId}
          className="flex items-center gap-1.5 rounded-full bg-wk-surface-2 py-1 pe-2.5 ps-1 text-wk-sm"
        >
          <WalletImage
            data-slot="receive-network-icon"
            src={assetImage(network.assets)}
            name={network.name}
            size="sm"
            className="size-5 rounded-full"
          />
          <span data-slot="receive-network-name">{network.name}</span>
        </li>
      ))}
    </ul>
  )
}

export { ReceiveNetworks }
