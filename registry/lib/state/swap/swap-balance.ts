import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { parseDecimal } from '@/registry/lib/evm/parse-decimal'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { isNativeToken } from '@/registry/lib/state/swap/swap-quote'

/**
 * What the account holds of a swap token, in base units, from the balances Account loaded;
 * undefined when they hold no entry for it (unknown is not zero).
 *
 * @example
 * const held = swapTokenBalance(kit.balances.store.getState().balances, from)
 */
export function swapTokenBalance(balances: readonly TokenBalance[], token: SwapToken): bigint | undefined {
  try {
    const chainId = isNativeToken(token.address) ? parseCaipAddress(token.address).caipNetworkId : undefined
    const entry = chainId
      ? balances.find((b) => !b.address && b.symbol === token.symbol && b.chainId === chainId)
      : balances.find((b) => b.address?.toLowerCase() === token.address.toLowerCase())
    return entry ? parseDecimal(entry.quantity.numeric, token.decimals) : undefined
  } catch {
    // A token that is no CAIP-10 id, or a balance service that sends something odd, leaves the
    // balance unknown, not the swap broken.
    return undefined
  }
}
