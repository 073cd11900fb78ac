import { InsufficientFundsError } from '@/registry/lib/errors/chain'
import { toChainError } from '@/registry/lib/errors/to-chain-error'

// A Solana node's words for a fee payer without enough SOL: the account was never funded
// (AccountNotFound's text) or holds too few lamports for the fee or the rent.
const solanaWithoutFunds = /no record of a prior credit|insufficient lamports|insufficient funds for (fee|rent)/i

/**
 * The SPEC text of the chain error the frame met carrying out a request (an unfunded account, a
 * nonce or fee cap the node refused). toPublicMessage lets it reach the app only when it is one of
 * the fixed texts: the node's own message can quote the RPC URL and the raw transaction, and a
 * revert's text carries the contract's words.
 *
 * @example
 * chainErrorText(new Error('Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.'))
 * // 'Insufficient funds for gas and value'
 */
export function chainErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined
  if (message !== undefined && solanaWithoutFunds.test(message)) return InsufficientFundsError.shortMessage
  return toChainError(error).shortMessage
}
