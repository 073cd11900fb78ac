import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'

/**
 * The balance the account's summary shows: the network's native currency, else the first native
 * entry (an API may name the currency differently from the network's configuration).
 *
 * @example
 * const native = nativeBalance(balances, network?.nativeCurrency.symbol) // { symbol: 'ETH', ... }
 */
export function nativeBalance(balances: readonly TokenBalance[], symbol: string | undefined): TokenBalance | undefined {
  return balances.find((b) => !b.address && b.symbol === symbol) ?? balances.find((b) => !b.address)
}
