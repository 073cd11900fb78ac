import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'

/** Year -> month (0-11) -> transactions, each level newest first. */
export type GroupedTransactions = Array<{ year: number; months: Array<{ month: number; transactions: Transaction[] }> }>

export type GroupTransactionsOptions = {
  /** IANA time zone the months are cut in; the user's own (from Intl) when omitted. */
  timeZone?: string | undefined
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The user's time zone as the runtime reports it (what the browser shows its clock in). */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

function yearMonthIn(timeZone: string): (time: number) => { year: number; month: number } {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
    formatters.set(timeZone, formatter)
  }
  const format = formatter
  return (time) => {
    let year = 0
    let month = 0
    for (const part of format.formatToParts(time)) {
      if (part.type === 'year') year = Number(part.value)
      else if (part.type === 'month') month = Number(part.value) - 1
    }
    return { year, month }
  }
}

/**
 * Groups history by year, then month, newest first (SPEC §3), in the user's time zone: a
 * transfer made at 23:30 on 31 December in New York belongs to December there, although it is
 * already January in UTC. Entries with an unreadable date are left out.
 *
 * @example
 * for (const { year, months } of groupTransactions(visible)) ...
 * groupTransactions(visible, { timeZone: 'America/New_York' })
 */
export function groupTransactions(transactions: readonly Transaction[], options: GroupTransactionsOptions = {}): GroupedTransactions {
  const yearMonth = yearMonthIn(options.timeZone ?? localTimeZone())
  const dated = transactions
    .map((transaction) => ({ transaction, time: Date.parse(transaction.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const groups: GroupedTransactions = []
  for (const { transaction, time } of dated) {
    const { year, month } = yearMonth(time)
    let yearGroup = groups.at(-1)
    if (yearGroup?.year !== year) groups.push((yearGroup = { year, months: [] }))
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) yearGroup.months.push((monthGroup = { month, transactions: [] }))
    monthGroup.transactions.push(transaction)
  }
  return groups
}
