/** Display helpers of the views (SPEC §9: amounts with 3 decimals, totals with 2). */

export function formatAmount(numeric: string | number, decimals = 3): string {
  const value = typeof numeric === 'number' ? numeric : Number(numeric)
  if (!Number.isFinite(value)) return String(numeric)
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 }).format(value)
}

export function formatUsd(value: number | undefined): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value ?? 0)
}

/** `0x1234…abcd`: enough of both ends to recognise an address at a glance. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}
