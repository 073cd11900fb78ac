'use client'

import * as React from 'react'
import { cva } from 'class-variance-authority'
import { ListEmpty, ListError, ListLoading } from '@/registry/components/ui/list-state'
import { ScrollRegion } from '@/registry/components/ui/scroll-region'
import { Spinner } from '@/registry/components/ui/spinner'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { activityViewStrings } from '@/registry/components/activity-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useActivity } from '@/registry/hooks/use-activity'
import { useNetwork } from '@/registry/hooks/use-network'
import type { GroupedTransactions } from '@/registry/lib/api/blockchain/history/group-transactions'
import type { Transaction, Transfer } from '@/registry/lib/api/blockchain/schemas/history'
import { useFormat } from '@/registry/hooks/use-format'
import type { LocaleFormat } from '@/registry/lib/format/locale-format'

const amountVariants = cva('text-wk-sm tabular-nums', {
  variants: { direction: { in: 'text-wk-success', out: 'text-wk-fg', self: 'text-wk-fg-muted' } },
  defaultVariants: { direction: 'self' },
})

// Not merged with cn(): tailwind-merge would read text-wk-xs and text-wk-fg-muted as one group.
const statusVariants = cva('rounded-wk-sm px-1.5 text-wk-xs font-normal', {
  variants: { status: { pending: 'bg-wk-surface-3 text-wk-fg-muted', failed: 'bg-wk-error/15 text-wk-error', confirmed: 'hidden' } },
  defaultVariants: { status: 'pending' },
})

const sign = { in: '+', out: '-', self: '' } as const

function describeTransfer(transfer: Transfer, format: LocaleFormat): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? transfer.nft_info.token_id ?? ''
  return `${sign[transfer.direction]}${format.amount(transfer.quantity.numeric)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}

function iconOf(transfer: Transfer | undefined): { src: string | undefined; name: string; nft: boolean } {
  if (transfer?.nft_info) return { src: transfer.nft_info.content?.preview?.url, name: transfer.nft_info.name ?? 'NFT', nft: true }
  return { src: transfer?.fungible_info?.icon?.url, name: transfer?.fungible_info?.symbol ?? '?', nft: false }
}

type ActivityRowProps = React.ComponentProps<'li'> & { transaction: Transaction; explorerUrl?: string | undefined }

/** One history entry: icon, what happened, the amounts, when, and a link to the explorer. */
function ActivityRow({ transaction, explorerUrl, className, ...props }: ActivityRowProps) {
  const strings = useStrings(activityViewStrings)
  const transfers = transaction.transfers ?? []
  const first = transfers[0]
  const icon = iconOf(first)
  const { status, operationType, hash, minedAt } = transaction.metadata
  const format = useFormat()
  return (
    <li
      data-slot="activity-view-item"
      data-hash={hash}
      data-status={status}
      data-direction={first?.direction}
      className={cn('flex items-center gap-3 rounded-wk-lg px-2 py-2', className)}
      {...props}
    >
      <WalletImage
        data-slot="activity-view-icon"
        src={icon.src}
        name={icon.name}
        size="md"
        className={icon.nft ? undefined : 'rounded-full'}
      />
      <span data-slot="activity-view-text" className="flex min-w-0 flex-1 flex-col">
        <span data-slot="activity-view-title" className="flex items-center gap-2 text-wk-md font-medium">
          {strings.operations[operationType] ?? strings.unknownOperation}
          {status !== 'confirmed' ? (
            <span data-slot="activity-view-status" className={statusVariants({ status })}>
              {status === 'failed' ? strings.failedStatus : strings.pending}
            </span>
          ) : null}
        </span>
        <span data-slot="activity-view-date" className="text-wk-xs text-wk-fg-muted">
          {/* The user's own clock, like the grouping: an entry never shows a date outside its month. */}
          {format.dayTime(new Date(minedAt))}
        </span>
      </span>
      <span data-slot="activity-view-amounts" className="flex flex-col items-end">
        {transfers.slice(0, 2).map((transfer, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never reordered slice of the transaction's transfers.
            key={i}
            data-slot="activity-view-amount"
            data-direction={transfer.direction}
            className={amountVariants({ direction: transfer.direction })}
          >
            {describeTransfer(transfer, format)}
          </span>
        ))}
        {transfers.length > 2 ? (
          <span data-slot="activity-view-more" className="text-wk-xs text-wk-fg-muted">
            {strings.moreTransfers(transfers.length - 2)}
          </span>
        ) : null}
        {explorerUrl ? (
          <a
            data-slot="activity-view-explorer"
            href={`${explorerUrl.replace(/\/$/, '')}/tx/${hash}`}
            target="_blank"
            rel="noreferrer"
            className="text-wk-xs text-wk-accent-text hover:underline"
          >
            {strings.viewOnExplorer}
          </a>
        ) : null}
      </span>
    </li>
  )
}

export type ActivityListProps = React.ComponentProps<'div'> & {
  groups: GroupedTransactions
  status: 'idle' | 'loading' | 'ready' | 'error'
  error?: unknown
  hasMore: boolean
  loadingMore?: boolean | undefined
  explorerUrl?: string | undefined
  onLoadMore?: (() => void) | undefined
  onRetry?: (() => void) | undefined
}

/** The Activity tab's content for given state: loading, error with retry, empty, or the grouped list with paging on scroll. */
function ActivityList({
  groups,
  status,
  error,
  hasMore,
  loadingMore,
  explorerUrl,
  onLoadMore,
  onRetry,
  className,
  ...props
}: ActivityListProps) {
  const strings = useStrings(activityViewStrings)
  const userMessage = useUserMessage()
  const format = useFormat()
  const sentinel = React.useRef<HTMLDivElement>(null)
  const loadMore = React.useRef(onLoadMore)
  loadMore.current = onLoadMore
  React.useEffect(() => {
    const target = sentinel.current
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return
    // The sentinel below the last row comes into view as the user scrolls: that is the next page.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore.current?.())
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, groups])

  let body: React.ReactNode
  if (status === 'error') {
    body = <ListError slot="activity-view" message={userMessage(error, strings.failed)} retryLabel={strings.retry} onRetry={onRetry} />
  } else if (status !== 'ready' && groups.length === 0) {
    body = <ListLoading slot="activity-view" label={strings.loading} />
  } else if (groups.length === 0 && !hasMore) {
    body = <ListEmpty slot="activity-view" title={strings.empty} hint={strings.emptyHint} />
  } else {
    body = (
      <>
        {groups.map(({ year, months }) => (
          <section key={year} data-slot="activity-view-year" data-year={year} className="flex flex-col gap-1">
            <h3 data-slot="activity-view-year-title" className="px-2 pt-2 text-wk-sm font-semibold text-wk-fg">
              {year}
            </h3>
            {months.map(({ month, transactions }) => (
              <section key={month} data-slot="activity-view-month" data-month={month} className="flex flex-col">
                <h4
                  data-slot="activity-view-month-title"
                  className="px-2 pt-1 text-wk-xs font-medium uppercase tracking-wide text-wk-fg-muted"
                >
                  {/* The month index is already in the user's zone (groupTransactions); UTC only names it. */}
                  {format.month(new Date(Date.UTC(year, month, 1)))}
                </h4>
                <ul data-slot="activity-view-list" className="flex flex-col">
                  {transactions.map((transaction) => (
                    <ActivityRow key={transaction.id} transaction={transaction} explorerUrl={explorerUrl} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
        {hasMore ? (
          <div ref={sentinel} data-slot="activity-view-more-sentinel" className="flex min-h-8 justify-center py-2">
            {loadingMore ? <Spinner size="sm" label={strings.loadingMore} /> : null}
          </div>
        ) : null}
      </>
    )
  }
  return (
    // Rows without an explorer hold nothing focusable: the region takes focus itself.
    <ScrollRegion data-slot="activity-view" data-status={status} label={strings.region} className={className} {...props}>
      {body}
    </ScrollRegion>
  )
}

/** The Account view's Activity tab: the connected account's history on the connected chain. */
function ActivityView(
  props: Omit<ActivityListProps, 'groups' | 'status' | 'error' | 'hasMore' | 'loadingMore' | 'explorerUrl' | 'onLoadMore' | 'onRetry'>,
) {
  const { groups, status, error, next, loadingMore, loadMore, retry } = useActivity()
  const { network } = useNetwork()
  return (
    <ActivityList
      groups={groups}
      status={status}
      error={error}
      hasMore={next !== null}
      loadingMore={loadingMore}
      explorerUrl={network?.blockExplorers?.default.url}
      onLoadMore={() => void loadMore()}
      onRetry={() => void retry()}
      {...props}
    />
  )
}

export { ActivityList, ActivityRow, ActivityView }
