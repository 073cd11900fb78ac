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
  return nativeBalance === 0n || nativeBalance < gasPrice
}
