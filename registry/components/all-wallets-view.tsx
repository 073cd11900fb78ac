'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { Input } from '@/registry/components/ui/input'
import { Spinner } from '@/registry/components/ui/spinner'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { allWalletsStrings } from '@/registry/components/all-wallets-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { EAGER_IMAGES, useAllWallets, type CatalogueEntry } from '@/registry/hooks/use-all-wallets'
import { useSelectWallet } from '@/registry/hooks/use-select-wallet'

const MAX_COLUMNS = 4
// A tile narrower than this cuts common wallet names ("Aurora Portal") at the kit's 11 px text.
const MIN_TILE_WIDTH = 76
const GAP = 8
const ROW_HEIGHT = 96
const LIST_WIDTH = 336

/** Tiles a row for a list `width` px wide: four in the desktop card, three on a 320 px phone. */
function columnsFor(width: number): number {
  return Math.max(2, Math.min(MAX_COLUMNS, Math.floor((width + GAP) / (MIN_TILE_WIDTH + GAP))))
}

type AllWalletsViewProps = React.ComponentProps<'div'> & {
  /** The scroll area's height; the row count in the DOM follows from it. */
  listHeight?: number
}

/**
 * The whole catalogue, up to four wallets a row (as many as fit), virtualized so thousands of wallets keep only the
 * visible rows in the DOM. Reaching the end loads the next page; typing searches.
 */
function AllWalletsView({ listHeight = 400, className, ...props }: AllWalletsViewProps) {
  const strings = useStrings(allWalletsStrings)
  const { entries, count, loading, error, searching, hasMore, term, setTerm, loadMore } = useAllWallets()
  const { selectCatalogueWallet } = useSelectWallet()
  const scroller = React.useRef<HTMLDivElement>(null)
  const [columns, setColumns] = React.useState(() => columnsFor(LIST_WIDTH))
  const rowCount = Math.ceil(entries.length / columns)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    initialRect: { width: LIST_WIDTH, height: listHeight },
    // The scroll area has a fixed height; before layout (or without one) that height stands in.
    // Its width sets the tiles a row.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => {
        if (rect.width > 0) setColumns(columnsFor(rect.width))
        onRect(rect.height > 0 ? rect : { width: rect.width || LIST_WIDTH, height: listHeight })
      }),
  })
  const rows = virtualizer.getVirtualItems()
  const lastRow = rows[rows.length - 1]?.index ?? -1

  React.useEffect(() => {
    // Within two rows of the end of what is loaded: fetch the next page.
    if (hasMore && !loading && rowCount > 0 && lastRow >= rowCount - 2) void loadMore()
  }, [hasMore, loading, rowCount, lastRow, loadMore])

  const renderEntry = (entry: CatalogueEntry, index: number) => (
    <button
      key={entry.wallet.id}
      type="button"
      data-slot="all-wallets-item"
      data-wallet-id={entry.wallet.id}
      onClick={() => selectCatalogueWallet(entry.wallet, entry.imageUrl)}
      className="flex w-full flex-col items-center justify-center gap-1.5 rounded-wk-lg bg-wk-surface-2 px-1 py-2 text-wk-xs text-wk-fg hover:bg-wk-surface-3"
    >
      <WalletImage src={entry.imageUrl} name={entry.wallet.name} loading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      <span data-slot="all-wallets-item-name" className="w-full truncate text-center">
        {entry.wallet.name}
      </span>
    </button>
  )

  return (
    <div
      data-slot="all-wallets-view"
      data-searching={searching ? 'true' : undefined}
      data-count={count}
      className={cn('flex flex-col gap-3 px-3', className)}
      {...props}
    >
      <Input
        type="search"
        value={term}
        aria-label={strings.searchLabel}
        placeholder={strings.searchPlaceholder}
        onChange={(event) => setTerm(event.target.value)}
      />
      <div ref={scroller} data-slot="all-wallets-scroll" className="overflow-y-auto" style={{ height: listHeight }}>
        <div data-slot="all-wallets-grid" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => (
            <div
              key={row.key}
              data-slot="all-wallets-row"
              data-index={row.index}
              className="absolute inset-s-0 grid w-full gap-2 pb-2"
              style={{ top: row.start, height: ROW_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {entries
                .slice(row.index * columns, row.index * columns + columns)
                .map((entry, i) => renderEntry(entry, row.index * columns + i))}
            </div>
          ))}
        </div>
        {loading ? (
          <div data-slot="all-wallets-loading" className="flex justify-center py-4">
            <Spinner label={strings.loading} />
          </div>
        ) : null}
        {!loading && error ? (
          <p data-slot="all-wallets-error" role="alert" className="py-6 text-center text-wk-sm text-wk-error">
            {strings.loadFailed}
          </p>
        ) : null}
        {!loading && !error && searching && entries.length === 0 ? (
          <p data-slot="all-wallets-empty" className="py-6 text-center text-wk-sm text-wk-fg-muted">
            {strings.noResults}
          </p>
        ) : null}
      </div>
    </div>
  )
}

export { AllWalletsView }
