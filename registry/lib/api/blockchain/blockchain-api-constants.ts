/** SPEC §9 cache lifetimes, in milliseconds (the balance retry block is state/balances/balances-store's). */
export const balanceCacheExpiry = 30_000
/**
 * Decision (issue 29): the kit's own views read the native coin from the balance list (one
 * /balance call for every token, cached balanceCacheExpiry), so the Account summary, Send's gas
 * check and the token list never disagree; the SPEC's separate native-balance cache lives in
 * getNativeBalance (node RPC), the call for a host that wants the native coin alone.
 */
export const nativeBalanceCacheExpiry = 30_000
export const nameLookupCacheExpiry = 5 * 60_000
export const identityCacheExpiry = 5 * 60_000

/** API.md §6: profile endpoints speak version 2; suggestions live in the reown.id zone. */
export const profileApiVersion = 2
export const profileZone = 'reown.id'

/** API.md §2: the swap build call sends a constant slippage (SPEC §9: tolerance 1). */
export const swapSlippage = 1
