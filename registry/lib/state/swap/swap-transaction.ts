import { ExecutionRevertedError, TransactionConfirmationTimeoutError } from '@/registry/lib/errors/chain'
import { causeChain } from '@/registry/lib/errors/cause-chain'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'
import { SendTransactionError } from '@/registry/lib/errors/send'
import { SENT_TRANSACTION_TIMEOUT_MS } from '@/registry/lib/evm/receipt-timeout'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import type { PreparedTransaction } from '@/registry/lib/state/swap/swap-quote'

export type SendSwapTransactionOptions = {
  /** Receipt polling interval; SPEC §9 polling default 4 s is too slow for a user waiting on a button. */
  pollingInterval?: number | undefined
  /** Give up waiting for the receipt after this long (ms); SPEC §9: 25000, as the send flow. */
  timeout?: number | undefined
  signal?: AbortSignal | undefined
}

type Receipt = { status?: string; blockNumber?: string }

const hex = (value: bigint) => `0x${value.toString(16)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends a prepared approval or swap through the connected wallet (EIP-1193) and waits for its
 * receipt for at most 25 s (SPEC §9), then gives up with 'Timed out while waiting for the
 * transaction to be confirmed'; the transaction may still land later. A reverted transaction is replayed with eth_call on the block before, so the error
 * carries the contract's reason ('Execution reverted: <reason>'); a wallet or node failure that
 * is no revert is 'Something went wrong' (SPEC §8).
 *
 * @example
 * const hash = await sendSwapTransaction(request, account, quote.swap)
 */
export async function sendSwapTransaction(
  request: WalletRequest,
  from: string,
  tx: PreparedTransaction,
  options: SendSwapTransactionOptions = {},
): Promise<`0x${string}`> {
  const { pollingInterval = 500, timeout = SENT_TRANSACTION_TIMEOUT_MS, signal } = options
  const call = { from, to: tx.to, data: tx.data, value: hex(tx.value) }
  let hash: `0x${string}`
  try {
    hash = (await request({ method: 'eth_sendTransaction', params: [{ ...call, gas: hex(tx.gas) }] })) as `0x${string}`
  } catch (error) {
    throw toSwapError(error)
  }
  const deadline = Date.now() + timeout
  for (;;) {
    if (signal?.aborted) throw new SendTransactionError({ details: 'stopped waiting for the receipt' })
    const receipt = (await request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null)) as Receipt | null
    if (receipt?.status === '0x1') return hash
    if (receipt?.status === '0x0') throw await revertReasonOf(request, call, receipt.blockNumber)
    if (Date.now() > deadline) throw new TransactionConfirmationTimeoutError({ details: hash })
    await sleep(pollingInterval)
  }
}

async function revertReasonOf(
  request: WalletRequest,
  call: Record<string, string>,
  blockNumber: string | undefined,
): Promise<ExecutionRevertedError> {
  const parent = blockNumber ? hex(BigInt(blockNumber) - BigInt(1)) : 'latest'
  try {
    await request({ method: 'eth_call', params: [call, parent] })
  } catch (error) {
    const reverted = asRevert(error)
    if (reverted) return reverted
  }
  // The replay passed: the reason lies in state the block changed before this transaction.
  return new ExecutionRevertedError({})
}

function toSwapError(error: unknown): Error {
  return asRevert(error) ?? new SendTransactionError({ cause: error })
}

// The revert a wallet or node reports (code 3, or 'execution reverted: <reason>'), read here
// rather than through toChainError: its map of viem's error classes would triple this chunk.
function asRevert(error: unknown): ExecutionRevertedError | undefined {
  for (const link of causeChain(error)) {
    if (typeof link !== 'object' || link === null) continue
    const { code, message } = link as { code?: unknown; message?: unknown }
    const text = typeof message === 'string' ? message : ''
    const match = /execution reverted:?\s*(.*)$/im.exec(text)
    if (code === rpcErrorCodes.revert || match) return new ExecutionRevertedError({ cause: error, reason: match?.[1]?.trim() || undefined })
  }
  return undefined
}
