export type HasInsufficientGasParameters = {
  /** Native balance in wei. */
  nativeBalance: bigint
  /** Current gas price in wei. */
  gasPrice: bigint
  accountType?: 'eoa' | 'smartAccount' | undefined
}

/**
 * SPEC §5: not enough for gas when the native balance is zero or below the gas price. Smart
 * accounts skip the check because a paymaster may cover their gas.
 *
 * @example
 * hasInsufficientGas({ nativeBalance: 0n, gasPrice: 1n }) // true
 */
export function hasInsufficientGas({ nativeBalance, gasPrice, accountType }: HasInsufficientGasParameters): boolean {
  if (accountType === 'smartAccount') return false
  // BigInt(0), not a literal: hosts may target ES2017 (Next's default), where literals do not compile.
  return nativeBalance === BigInt(0) || nativeBalance < gasPrice
}
