import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  FeeCapTooHighError,
  NonceMaxValueError,
  parseAbi,
  RpcRequestError,
  TipAboveFeeCapError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionTypeNotSupportedError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { getNodeError } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import * as chain from './chain'
import { toChainError } from './to-chain-error'

const abi = parseAbi(['function transfer(address to, uint256 amount)', 'error Error(string)'])

/** The path viem itself takes: a JSON-RPC error from the node, classified by getNodeError. */
function fromNode(code: number, message: string) {
  return getNodeError(new RpcRequestError({ body: {}, error: { code, message }, url: 'http://127.0.0.1' }), {})
}

describe('toChainError', () => {
  test('default', () => {
    const error = toChainError(fromNode(-32000, 'insufficient funds for gas * price + value'))
    expect(error).toBeInstanceOf(chain.InsufficientFundsError)
    expect(error.code).toBe('INSUFFICIENT_FUNDS')
  })

  test('behavior: execution reverted shows the revert reason', () => {
    const error = toChainError(fromNode(3, 'execution reverted: Only admin'))
    expect(error).toBeInstanceOf(chain.ExecutionRevertedError)
    expect(error.shortMessage).toBe('Execution reverted: Only admin')
    expect((error as chain.ExecutionRevertedError).rpcCode).toBe(3)
  })

  test('behavior: execution reverted without a reason says unknown reason', () => {
    const error = toChainError(fromNode(3, 'execution reverted'))
    expect(error.shortMessage).toBe('Execution reverted: unknown reason')
    expect((error as chain.ExecutionRevertedError).reason).toBeUndefined()
  })

  test('behavior: a decoded contract revert wins over the node error under it', () => {
    const data = encodeErrorResult({ abi, errorName: 'Error', args: ['Not owner'] })
    const reverted = new ContractFunctionRevertedError({ abi, functionName: 'transfer', data })
    const wrapped = new ContractFunctionExecutionError(reverted, { abi, functionName: 'transfer', args: [] })
    const error = toChainError(wrapped)
    expect(error.shortMessage).toBe('Execution reverted: Not owner')
    expect(error.walk((e) => e === reverted)).toBe(reverted)
  })

  test('behavior: every node error family maps to its class', () => {
    const cases: Array<[string, abstract new (...args: never[]) => Error, string]> = [
      ['max fee per gas higher than 2^256-1', chain.FeeCapTooHighError, 'FEE_CAP_TOO_HIGH'],
      ['max fee per gas less than block base fee', chain.FeeCapTooLowError, 'FEE_CAP_TOO_LOW'],
      ['nonce too high', chain.NonceTooHighError, 'NONCE_TOO_HIGH'],
      ['nonce too low', chain.NonceTooLowError, 'NONCE_TOO_LOW'],
      ['nonce has max value', chain.NonceMaxValueError, 'NONCE_MAX_VALUE'],
      ['intrinsic gas too high', chain.IntrinsicGasTooHighError, 'INTRINSIC_GAS_TOO_HIGH'],
      ['intrinsic gas too low', chain.IntrinsicGasTooLowError, 'INTRINSIC_GAS_TOO_LOW'],
      ['transaction type not valid', chain.TransactionTypeNotSupportedError, 'TRANSACTION_TYPE_NOT_SUPPORTED'],
      ['max priority fee per gas higher than max fee per gas', chain.TipAboveFeeCapError, 'TIP_ABOVE_FEE_CAP'],
      ['something odd happened', chain.UnknownNodeError, 'UNKNOWN_NODE_ERROR'],
    ]
    for (const [message, type, code] of cases) {
      const error = toChainError(fromNode(-32000, message))
      expect(error, message).toBeInstanceOf(type)
      expect(error.code, message).toBe(code)
    }
  })

  test('behavior: viem error instances thrown directly map too', () => {
    expect(toChainError(new FeeCapTooHighError())).toBeInstanceOf(chain.FeeCapTooHighError)
    expect(toChainError(new NonceMaxValueError())).toBeInstanceOf(chain.NonceMaxValueError)
    expect(toChainError(new TipAboveFeeCapError())).toBeInstanceOf(chain.TipAboveFeeCapError)
    expect(toChainError(new TransactionTypeNotSupportedError({}))).toBeInstanceOf(chain.TransactionTypeNotSupportedError)
  })

  test('behavior: lookups and waits map to not-found and timeout errors', () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    expect(toChainError(new TransactionNotFoundError({ hash })).code).toBe('TRANSACTION_NOT_FOUND')
    expect(toChainError(new TransactionReceiptNotFoundError({ hash })).code).toBe('TRANSACTION_RECEIPT_NOT_FOUND')
    expect(toChainError(new WaitForTransactionReceiptTimeoutError({ hash })).code).toBe('TRANSACTION_CONFIRMATION_TIMEOUT')
  })

  test('behavior: plain wallet errors map by code 3 or by node message', () => {
    expect(toChainError({ code: 3, message: 'execution reverted: Paused' }).shortMessage).toBe('Execution reverted: Paused')
    expect(toChainError(new Error('Nonce too low'))).toBeInstanceOf(chain.NonceTooLowError)
  })

  test('behavior: anything unknown becomes UnknownNodeError with code 5000 and the original as cause', () => {
    const original = new Error('socket hang up')
    const error = toChainError(original)
    expect(error).toBeInstanceOf(chain.UnknownNodeError)
    expect((error as chain.UnknownNodeError).rpcCode).toBe(5000)
    expect(error.cause).toBe(original)
    expect(toChainError(undefined)).toBeInstanceOf(chain.UnknownNodeError)
  })

  test('behavior: an already-mapped error is returned unchanged', () => {
    const error = new chain.NonceTooLowError()
    expect(toChainError(error)).toBe(error)
  })
})

describe('chainErrorOfText', () => {
  test('behavior: a fixed chain text names its typed error (what a secure frame may carry); a revert or an unknown node error names none', () => {
    const named = chain.chainErrorOfText('Insufficient funds for gas and value', { details: 'from the frame' })
    expect(named).toBeInstanceOf(chain.InsufficientFundsError)
    expect(named).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: 'from the frame' })
    expect(chain.chainErrorOfText(new chain.NonceTooLowError().shortMessage)).toBeInstanceOf(chain.NonceTooLowError)
    expect(chain.chainErrorOfText(new chain.ExecutionRevertedError({ reason: 'no' }).shortMessage)).toBeUndefined()
    expect(chain.chainErrorOfText(new chain.UnknownNodeError().shortMessage)).toBeUndefined()
    expect(chain.chainErrorOfText('An error occurred')).toBeUndefined()
  })
})
