'use client'

import type * as React from 'react'
import { ListItem, ListItemLabel, ListItemTag } from '@/registry/components/ui/list-item'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import type { Network } from '@/registry/lib/chains/chain-types'

type NetworkListProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  networks: readonly Network[]
  activeId?: string | undefined
  activeLabel: string
  disabled?: boolean | undefined
  onSelect: (network: Network) => void
}

/** The configured networks as a list; the active one is tagged. Shared by Networks and UnsupportedChain. */
function NetworkList({ networks, activeId, activeLabel, disabled, onSelect, className, ...props }: NetworkListProps) {
  const { assetImage } = useCatalogueImages()
  return (
    <div data-slot="network-list" className={cn('flex flex-col gap-2', className)} {...props}>
      {networks.map((network) => (
        <ListItem
          key={network.caipNetworkId}
          data-network={network.caipNetworkId}
          data-active={network.caipNetworkId === activeId ? 'true' : undefined}
          disabled={disabled}
          onClick={() => onSelect(network)}
        >
          <WalletImage src={assetImage(network.assets)} name={network.name} size="sm" loading="eager" className="rounded-full" />
          <ListItemLabel>{network.name}</ListItemLabel>
          {network.caipNetworkId === activeId ? <ListItemTag>{activeLabel}</ListItemTag> : null}
        </ListItem>
      ))}
    </div>
  )
}

export { NetworkList }
