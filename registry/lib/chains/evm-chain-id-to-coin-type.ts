import { InvalidChainIdError } from '@/registry/lib/errors/network'

/** ENSIP-11 sets this bit to tell EVM coin types apart from SLIP-44 ones. */
const evmCoinTypeBit = 0x80000000

/**
 * ENSIP-11 coin type of an EVM chain, `0x80000000 | chainId`, as the profile service's
 * `coin_type` expects. Chain ids of 2^31 or more would collide with the flag bit, so they throw
 * 'Invalid chainId' (SPEC §5), as do negative and non-integer ids.
 *
 * @example
 * evmChainIdToCoinType(10) // 2147483658
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= evmCoinTypeBit)
    throw new InvalidChainIdError({ details: `chain id ${chainId} has no ENSIP-11 coin type` })
  // `>>> 0` keeps the result unsigned; `|` alone yields a negative 32-bit integer.
  return (evmCoinTypeBit | chainId) >>> 0
}
