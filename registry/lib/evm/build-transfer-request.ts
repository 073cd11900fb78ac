import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import type { SendTransactionRequest } from '@/registry/lib/evm/send-transaction'

export type BuildTransferRequestParameters = {
  from: Address
  to: Address
  /** Base units (wei for the native coin). */
  amount: bigint
  /** The ERC-20 contract; absent for the native coin. */
  token?: Address | undefined
}

/**
 * The transaction that moves `amount` to `to`: a plain value transfer for the native coin, or an
 * ERC-20 `transfer(to, amount)` call on the token contract (no value).
 *
 * @example
 * buildTransferRequest({ from, to, amount: 10n ** 18n }) // { from, to, value: 10n ** 18n }
 */
export function buildTransferRequest({ from, to, amount, token }: BuildTransferRequestParameters): SendTransactionRequest {
  if (!token) return { from, to, value: amount }
  return { from, to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) }
}
