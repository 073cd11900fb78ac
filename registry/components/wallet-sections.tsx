'use client'

import type * as React from 'react'
import { ListItem, ListItemLabel, ListItemTag } from '@/registry/components/ui/list-item'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { connectViewStrings } from '@/registry/components/connect-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import type { ConnectorSection, WalletListItem } from '@/registry/lib/state/wallets/connector-sections'

type WalletSectionsProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  sections: readonly ConnectorSection[]
  onSelect: (item: WalletListItem) => void
}

/** The Connect view's wallet list, one labelled group per section in the store's order. */
function WalletSections({ sections, onSelect, className, ...props }: WalletSectionsProps) {
  const strings = useStrings(connectViewStrings)
  // A connector with only a catalogue image id shows the catalogue's connector image.
  const { assetImage } = useCatalogueImages()
  return (
    <div data-slot="wallet-sections" className={cn('flex flex-col gap-2', className)} {...props}>
      {sections.map((section) => (
        <section
          key={section.kind}
          data-slot="wallet-section"
          data-section={section.kind}
          aria-label={strings.sections[section.kind]}
          className="flex flex-col gap-2"
        >
          {section.items.map((item) => (
            <ListItem
              key={item.key}
              data-wallet-id={item.kind === 'wallet' ? item.wallet.id : item.connector.id}
              onClick={() => onSelect(item)}
            >
              <WalletImage
                src={item.imageUrl ?? (item.kind === 'connector' ? assetImage({ imageId: item.connector.imageId }) : undefined)}
                name={item.name}
                loading="eager"
              />
              <ListItemLabel>{item.name}</ListItemLabel>
              {strings.tags[section.kind] ? <ListItemTag>{strings.tags[section.kind]}</ListItemTag> : null}
            </ListItem>
          ))}
        </section>
      ))}
    </div>
  )
}

export { WalletSections }
