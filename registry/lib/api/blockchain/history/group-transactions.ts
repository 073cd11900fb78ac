import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'

/** Year -> month (0-11) -> transactions, each level newest first. */
export type GroupedTransactions = Array<{ year: number; months: Array<{ month: number; transactions: Transaction[] }> }>

/**
 * Groups history by year, then month, newest first (SPEC §3), using UTC so the grouping does
 * not depend on where the code runs. Entries with an unreadable date are left out.
 *
 * @example
 * for (const { year, months } of groupTransactions(visible)) ...
 */
export function groupTransactions(transactions: readonly Transaction[]): GroupedTransactions {
  const dated = transactions
    .map((transaction) => ({ transaction, time: Date.parse(transaction.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const groups: GroupedTransactions = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    let yearGroup = groups.at(-1)
    if (yearGroup?.year !== year) groups.push((yearGroup = { year, months: [] }))
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) yearGroup.months.push((monthGroup = { month, transactions: [] }))
    monthGroup.transactions.push(transaction)
  }
  return groups
}
