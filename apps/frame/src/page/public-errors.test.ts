import { describe, expect, test, vi } from 'vitest'
import { BaseError, InsufficientFundsError, TransactionExecutionError } from 'viem'
import { RequestRejectedError } from '@/registry/lib/errors/frame'
import { FrameRefusal, isPublicErrorText, throttledRefusal, toPublicMessage } from './public-errors'

describe('toPublicMessage', () => {
  test('default: catalogue texts pass, anything else becomes the default text and stays in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toPublicMessage(new RequestRejectedError({ details: 'personal_sign' }))).toBe('User rejected the request')
    const leaky = new Error('HTTP request failed. URL: http://127.0.0.1:8545/?key=secret Request body: {"params":["0x02f8..."]}')
    expect(toPublicMessage(leaky)).toBe('An error occurred')
    expect(warn).toHaveBeenCalledWith('[secure frame]', leaky)
    expect(toPublicMessage('a string')).toBe('An error occurred')
    warn.mockRestore()
  })

  test('behavior: a chain error the node reported crosses by its fixed SPEC text only (no node words, no revert reason)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const funds = new TransactionExecutionError(
      new InsufficientFundsError({ cause: new BaseError('insufficient funds for gas * price + value: http://127.0.0.1:8545/?key=secret') }),
      { account: { address: '0x0000000000000000000000000000000000000001', type: 'json-rpc' } },
    )
    expect(toPublicMessage(funds)).toBe('Insufficient funds for gas and value')
    expect(
      toPublicMessage(new Error('Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.')),
    ).toBe('Insufficient funds for gas and value')
    expect(toPublicMessage(new Error('nonce too low: next nonce 4, tx nonce 2'))).toBe(
      'Nonce is lower than the current nonce of the account',
    )
    // A revert carries the contract's own words: they stay in the frame.
    expect(toPublicMessage(new Error('execution reverted: Ownable: caller is not the owner'))).toBe('An error occurred')
    expect(isPublicErrorText('Insufficient funds for gas and value')).toBe(true)
    expect(isPublicErrorText('Execution reverted: Ownable: caller is not the owner')).toBe(false)
    warn.mockRestore()
  })

  test('parameters: FrameRefusal keeps its public text and logs the detail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toPublicMessage(new FrameRefusal('Invalid chainId', 'domain.chainId 1'))).toBe('Invalid chainId')
    expect(toPublicMessage(throttledRefusal(42))).toBe('Please try again after 42 seconds')
    // A wrong one-time code: the user must see it to try again.
    expect(toPublicMessage(new FrameRefusal('Invalid code', '/api/email/verify: wrong code'))).toBe('Invalid code')
    warn.mockRestore()
  })

  test('behavior: a refusal cannot be built with a text outside the catalogue', () => {
    expect(() => new FrameRefusal('see http://127.0.0.1:8545', 'x')).toThrow()
    expect(isPublicErrorText('Please try again after 12 seconds')).toBe(true)
    expect(isPublicErrorText('Please try again after http://x seconds')).toBe(false)
  })
})
