'use client'

import * as React from 'react'
import { ListEmpty, ListError, ListLoading } from '@/registry/components/ui/list-state'
import { ScrollRegion } from '@/registry/components/ui/scroll-region'
import { cn } from '@/registry/components/ui/utils'
import { nftsViewStrings } from '@/registry/components/nfts-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useNfts } from '@/registry/hooks/use-nfts'
import type { NftHolding } from '@/registry/lib/api/blockchain/history/nft-holdings'

type NftCardProps = React.ComponentProps<'li'> & { holding: NftHolding }

/** One NFT: its image (or the collection's initial), name, collection and token id. */
function NftCard({ holding, className, ...props }: NftCardProps) {
  const strings = useStrings(nftsViewStrings)
  const [failed, setFailed] = React.useState(false)
  return (
    <li
      data-slot="nfts-view-item"
      data-key={holding.key}
      data-token-id={holding.tokenId}
      className={cn('flex flex-col gap-1.5 overflow-hidden rounded-wk-lg bg-wk-surface-2 p-2', className)}
      {...props}
    >
      <span
        data-slot="nfts-view-image"
        className="flex aspect-square items-center justify-center overflow-hidden rounded-wk-md bg-wk-surface-3"
      >
        {holding.image && !failed ? (
          <img
            data-slot="nfts-view-img"
            src={holding.image}
            alt={holding.name}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <span data-slot="nfts-view-fallback" role="img" aria-label={holding.name} className="text-wk-lg font-semibold text-wk-fg-muted">
            {(holding.collection ?? holding.name).slice(0, 1).toUpperCase()}
          </span>
        )}
      </span>
      <span data-slot="nfts-view-name" className="truncate text-wk-sm font-medium text-wk-fg" title={holding.name}>
        {holding.name}
      </span>
      <span data-slot="nfts-view-meta" className="flex justify-between gap-2 text-wk-xs text-wk-fg-muted">
        <span data-slot="nfts-view-collection" className="truncate">
          {holding.collection ?? ''}
        </span>
        {holding.tokenId ? <span data-slot="nfts-view-token-id">{strings.tokenId(holding.tokenId)}</span> : null}
      </span>
    </li>
  )
}

export type NftGridProps = React.ComponentProps<'div'> & {
  holdings: readonly NftHolding[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  error?: unknown
  onRetry?: (() => void) | undefined
}

/** The NFTs tab's content for given state: loading, error with retry, empty, or a two-column grid. */
function NftGrid({ holdings, status, error, onRetry, className, ...props }: NftGridProps) {
  const strings = useStrings(nftsViewStrings)
  const userMessage = useUserMessage()
  let body: React.ReactNode
  if (status === 'error') {
    body = <ListError slot="nfts-view" message={userMessage(error, strings.failed)} retryLabel={strings.retry} onRetry={onRetry} />
  } else if (status !== 'ready' && holdings.length === 0) {
    body = <ListLoading slot="nfts-view" label={strings.loading} />
  } else if (holdings.length === 0) {
    body = <ListEmpty slot="nfts-view" title={strings.empty} hint={strings.emptyHint} />
  } else {
    body = (
      <ul data-slot="nfts-view-grid" className="grid grid-cols-2 gap-2">
        {holdings.map((holding) => (
          <NftCard key={holding.key} holding={holding} />
        ))}
      </ul>
    )
  }
  return (
    // The cards hold nothing focusable: the region itself takes focus, so a keyboard user can scroll it.
    <ScrollRegion data-slot="nfts-view" data-status={status} label={strings.region} className={className} {...props}>
      {body}
    </ScrollRegion>
  )
}

/** The Account view's NFTs tab: what the connected account holds on the connected chain. */
function NftsView(props: Omit<NftGridProps, 'holdings' | 'status' | 'error' | 'onRetry'>) {
  const { holdings, status, error, retry } = useNfts()
  return <NftGrid holdings={holdings} status={status} error={error} onRetry={() => void retry()} {...props} />
}

export { NftCard, NftGrid, NftsView }
