import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Activity tab. */
export const activityViewStrings = defineStrings('activity-view', {
  empty: 'No activity yet',
  emptyHint: 'Transactions of this account on this network show up here',
  /** SPEC §8 history failure text (shown through toUserMessage). */
  failed: 'Failed to fetch transactions',
  retry: 'Try again',
  loading: 'Loading activity',
  loadingMore: 'Loading more',
  /** The scrolling list's accessible name (it takes keyboard focus so it can be scrolled). */
  region: 'Activity of this account',
  viewOnExplorer: 'View on explorer',
  pending: 'Pending',
  failedStatus: 'Failed',
  operations: {
    send: 'Sent',
    receive: 'Received',
    mint: 'Minted',
    buy: 'Bought',
    deploy: 'Deployed',
    execute: 'Contract call',
    approve: 'Approved',
    trade: 'Swapped',
  } as Record<string, string>,
  unknownOperation: 'Transaction',
  moreTransfers: (count: number) => `+${count} more`,
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'activity-view': typeof activityViewStrings
  }
}
