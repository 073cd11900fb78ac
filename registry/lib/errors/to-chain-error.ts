import {
  ContractFunctionRevertedError as ViemContractFunctionRevertedError,
  ExecutionRevertedError as ViemExecutionRevertedError,
  FeeCapTooHighError as ViemFeeCapTooHighError,
  FeeCapTooLowError as ViemFeeCapTooLowError,
  InsufficientFundsError as ViemInsufficientFundsError,
  IntrinsicGasTooHighError as ViemIntrinsicGasTooHighError,
  IntrinsicGasTooLowError as ViemIntrinsicGasTooLowError,
  NonceMaxValueError as ViemNonceMaxValueError,
  NonceTooHighError as ViemNonceTooHighError,
  NonceTooLowError as ViemNonceTooLowError,
  TipAboveFeeCapError as ViemTipAboveFeeCapError,
  TransactionNotFoundError as ViemTransactionNotFoundError,
  TransactionReceiptNotFoundError as ViemTransactionReceiptNotFoundError,
  TransactionTypeNotSupportedError as ViemTransactionTypeNotSupportedError,
  UnknownNodeError as ViemUnknownNodeError,
  WaitForTransactionReceiptTimeoutError as ViemWaitForTransactionReceiptTimeoutError,
} from 'viem'
import { BaseError } from '@/registry/lib/errors/base'
import { causeChain } from '@/registry/lib/errors/cause-chain'
import * as chain from '@/registry/lib/errors/chain'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'

type ViemErrorClass = (abstract new (...args: never[]) => Error) & { nodeMessage?: RegExp }
type Mapping = { viem: ViemErrorClass; name: string; create: (cause: unknown) => chain.ChainErrorType }

// Order is precedence: a contract revert carries the decoded reason, so it wins over the raw
// node revert further down the same chain.
const mappings: Mapping[] = [
  { viem: ViemContractFunctionRevertedError, name: 'ContractFunctionRevertedError', create: (cause) => revert(cause) },
  { viem: ViemExecutionRevertedError, name: 'ExecutionRevertedError', create: (cause) => revert(cause) },
  { viem: ViemFeeCapTooHighError, name: 'FeeCapTooHighError', create: (cause) => new chain.FeeCapTooHighError({ cause }) },
  { viem: ViemFeeCapTooLowError, name: 'FeeCapTooLowError', create: (cause) => new chain.FeeCapTooLowError({ cause }) },
  { viem: ViemNonceTooHighError, name: 'NonceTooHighError', create: (cause) => new chain.NonceTooHighError({ cause }) },
  { viem: ViemNonceTooLowError, name: 'NonceTooLowError', create: (cause) => new chain.NonceTooLowError({ cause }) },
  { viem: ViemNonceMaxValueError, name: 'NonceMaxValueError', create: (cause) => new chain.NonceMaxValueError({ cause }) },
  { viem: ViemInsufficientFundsError, name: 'InsufficientFundsError', create: (cause) => new chain.InsufficientFundsError({ cause }) },
  {
    viem: ViemIntrinsicGasTooHighError,
    name: 'IntrinsicGasTooHighError',
    create: (cause) => new chain.IntrinsicGasTooHighError({ cause }),
  },
  { viem: ViemIntrinsicGasTooLowError, name: 'IntrinsicGasTooLowError', create: (cause) => new chain.IntrinsicGasTooLowError({ cause }) },
  {
    viem: ViemTransactionTypeNotSupportedError,
    name: 'TransactionTypeNotSupportedError',
    create: (cause) => new chain.TransactionTypeNotSupportedError({ cause }),
  },
  { viem: ViemTipAboveFeeCapError, name: 'TipAboveFeeCapError', create: (cause) => new chain.TipAboveFeeCapError({ cause }) },
  {
    viem: ViemTransactionNotFoundError,
    name: 'TransactionNotFoundError',
    create: (cause) => new chain.TransactionNotFoundError({ cause }),
  },
  {
    viem: ViemTransactionReceiptNotFoundError,
    name: 'TransactionReceiptNotFoundError',
    create: (cause) => new chain.TransactionReceiptNotFoundError({ cause }),
  },
  {
    viem: ViemWaitForTransactionReceiptTimeoutError,
    name: 'WaitForTransactionReceiptTimeoutError',
    create: (cause) => new chain.TransactionConfirmationTimeoutError({ cause }),
  },
  { viem: ViemUnknownNodeError, name: 'UnknownNodeError', create: (cause) => new chain.UnknownNodeError({ cause }) },
]

const chainCodes = new Set<unknown>(
  Object.values(chain).map((value) => (typeof value === 'function' && 'code' in value ? value.code : undefined)),
)

/**
 * Maps whatever a send, call or receipt wait threw onto the kit's chain error family. Walks the
 * cause chain from the outside in and takes the first viem error it knows (matched by the
 * instance name too, so a second copy of viem in the host still maps); plain wallet errors are matched by code 3
 * or by viem's node-message patterns. Anything else becomes UnknownNodeError with the original as
 * cause. Wallet-provider refusals (4001, 4100, 4200, 4900-4902) are not chain errors: check
 * `toWalletProviderAlert` first where the user may simply have said no.
 *
 * @example
 * try { await sendTransaction(client, tx) } catch (error) { throw toChainError(error) }
 */
export function toChainError(error: unknown): chain.ChainErrorType {
  if (error instanceof BaseError && chainCodes.has(error.code)) return error as chain.ChainErrorType
  for (const link of causeChain(error)) {
    const byClass = mappings.find(({ viem, name }) => link instanceof viem || isNamed(link, name))
    if (byClass) return byClass.create(link)
  }
  for (const link of causeChain(error)) {
    if (readCode(link) === rpcErrorCodes.revert) return revert(link)
    const message = readMessage(link)
    const byMessage = message ? mappings.find(({ viem }) => viem.nodeMessage?.test(message.toLowerCase())) : undefined
    if (byMessage) return byMessage.create(link)
  }
  return new chain.UnknownNodeError({ cause: error, details: readMessage(error) })
}

function revert(cause: unknown): chain.ExecutionRevertedError {
  return new chain.ExecutionRevertedError({ cause, reason: revertReason(cause) })
}

function revertReason(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const decoded = (error as { reason?: unknown }).reason
  // viem keeps the node's raw text as the reason when it cannot decode revert data.
  if (typeof decoded === 'string' && decoded) return decoded.replace(/^execution reverted:?\s*/i, '') || undefined
  const text = (error as { shortMessage?: unknown }).shortMessage ?? readMessage(error)
  if (typeof text !== 'string') return undefined
  // viem's wording, then the raw node wording ('execution reverted: <reason>').
  const match = /with reason: (.+?)\.?$/m.exec(text) ?? /execution reverted: (.+)$/im.exec(text)
  return match?.[1]?.trim() || undefined
}

// viem sets `name` explicitly on each instance, so it survives minification and duplicate copies.
function isNamed(value: unknown, name: string): boolean {
  return value instanceof Error && value.name === name
}

function readCode(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined
}

function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined
  return typeof message === 'string' ? message : undefined
}
