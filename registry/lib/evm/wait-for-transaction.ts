import type { Address, Client, Hash, Hex, Transaction, TransactionReceipt } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { toChainError } from '@/registry/lib/errors/to-chain-error'

/** SPEC §9: library defaults; the product passes `timeout: 0` (wait without limit). */
export const waitDefaults = { timeout: 180_000, confirmations: 1, retryCount: 6, retryDelayBase: 200 } as const

export type WaitForTransactionOutcome =
  | { status: 'confirmed'; result: 'success' | 'reverted'; receipt: TransactionReceipt }
  | {
      status: 'replaced'
      reason: 'repriced' | 'cancelled' | 'replaced'
      result: 'success' | 'reverted'
      receipt: TransactionReceipt
      replacement: Transaction
    }
  | { status: 'timed-out' }

export type WaitForTransactionParameters = {
  hash: Hash
  /** Milliseconds; 0 waits forever. */
  timeout?: number | undefined
  confirmations?: number | undefined
  retryCount?: number | undefined
  pollingInterval?: number | undefined
  /**
   * Sender and nonce (and to/value/data) of the sent transaction. A node may drop a replaced
   * transaction before the first read; with these the replacement is still found and classified.
   */
  replacement?: { from: Address; nonce: number; to?: Address | undefined; value?: bigint | undefined; input?: Hex | undefined } | undefined
}

/*
 * Decision (issue 29), SPEC §7 "transaction lookup is by hash, by block and index, and by
 * receipt": the kit looks a transaction up by hash (here, and viem's replacement check) and by
 * receipt; it never holds a position without the hash, since every transaction it shows comes
 * from a send it made or from the history API, which both give the hash. A lookup by block and
 * index (eth_getTransactionByBlockNumberAndIndex / ...ByBlockHashAndIndex) is viem's
 * getTransaction({ blockNumber | blockHash, index }) on the client usePublicClient hands the host.
 */

/**
 * Waits for a transaction and says how it ended (SPEC §4): confirmed, replaced (repriced,
 * cancelled or replaced, with the replacement's receipt) or timed out; a receipt is success or
 * reverted. Node failures other than the timeout are thrown as chain errors.
 *
 * @example
 * const outcome = await waitForTransaction(client, { hash, timeout: 0 })
 * if (outcome.status === 'confirmed' && outcome.result === 'success') done()
 */
export async function waitForTransaction(client: Client, parameters: WaitForTransactionParameters): Promise<WaitForTransactionOutcome> {
  const { hash, timeout = waitDefaults.timeout, confirmations = waitDefaults.confirmations } = parameters
  let replaced: { reason: 'repriced' | 'cancelled' | 'replaced'; transaction: Transaction } | undefined
  try {
    const receipt = await waitForTransactionReceipt(client, {
      hash,
      timeout,
      confirmations,
      pollingInterval: parameters.pollingInterval,
      replacement: parameters.replacement,
      retryCount: parameters.retryCount ?? waitDefaults.retryCount,
      // Exponential backoff from 200 ms: 200, 400, 800...
      retryDelay: ({ count }) => (1 << count) * waitDefaults.retryDelayBase,
      onReplaced: ({ reason, transaction }) => {
        replaced = { reason, transaction }
      },
    })
    const result = receipt.status
    if (replaced) return { status: 'replaced', reason: replaced.reason, result, receipt, replacement: replaced.transaction }
    return { status: 'confirmed', result, receipt }
  } catch (error) {
    if (error instanceof Error && error.name === 'WaitForTransactionReceiptTimeoutError') return { status: 'timed-out' }
    throw toChainError(error)
  }
}
