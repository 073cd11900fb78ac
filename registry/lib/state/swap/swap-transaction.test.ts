import { afterEach, describe, expect, test, vi } from 'vitest'
import { ExecutionRevertedError, TransactionConfirmationTimeoutError } from '@/registry/lib/errors/chain'
import { SendTransactionError } from '@/registry/lib/errors/send'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import { sendSwapTransaction } from './swap-transaction'

// A scripted EIP-1193 wallet: each method answers from the table, and every call is recorded.
function wallet(answers: Record<string, (params: unknown) => unknown>) {
  const calls: Array<{ method: string; params: unknown }> = []
  const request: WalletRequest = async ({ method, params }) => {
    calls.push({ method, params })
    const answer = answers[method]
    if (!answer) throw new Error(`unexpected ${method}`)
    return answer(params)
  }
  return { request, calls }
}
const tx = { to: '0x00000000000000000000000000000000000000aa', data: '0x1234', value: 10n, gas: 90_000n, gasPrice: 1n } as const
const hash = `0x${'ab'.repeat(32)}`
const revert = (message: string) => Object.assign(new Error(message), { code: 3 })

describe('sendSwapTransaction', () => {
  test('default: sends with hex value and gas, then returns the hash once the receipt succeeds', async () => {
    let polls = 0
    const { request, calls } = wallet({
      eth_sendTransaction: () => hash,
      eth_getTransactionReceipt: () => (++polls < 2 ? null : { status: '0x1', blockNumber: '0x5' }),
    })
    await expect(sendSwapTransaction(request, '0xme', tx, { pollingInterval: 1 })).resolves.toBe(hash)
    expect(calls[0]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: '0xme', to: tx.to, data: '0x1234', value: '0xa', gas: '0x15f90' }],
    })
    expect(polls).toBe(2)
  })

  test('behavior: a reverted receipt is replayed on the parent block and carries the reason', async () => {
    const { request, calls } = wallet({
      eth_sendTransaction: () => hash,
      eth_getTransactionReceipt: () => ({ status: '0x0', blockNumber: '0x10' }),
      eth_call: () => {
        throw revert('execution reverted: DevMarket: price moved beyond slippage')
      },
    })
    const error = await sendSwapTransaction(request, '0xme', tx, { pollingInterval: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect((error as ExecutionRevertedError).shortMessage).toBe('Execution reverted: DevMarket: price moved beyond slippage')
    expect(calls.at(-1)?.params).toEqual([{ from: '0xme', to: tx.to, data: '0x1234', value: '0xa' }, '0xf'])
  })

  test('behavior: a replay that passes leaves the reason unknown', async () => {
    const { request } = wallet({
      eth_sendTransaction: () => hash,
      eth_getTransactionReceipt: () => ({ status: '0x0', blockNumber: '0x10' }),
      eth_call: () => '0x',
    })
    const error = await sendSwapTransaction(request, '0xme', tx, { pollingInterval: 1 }).catch((e: unknown) => e)
    expect((error as ExecutionRevertedError).shortMessage).toBe('Execution reverted: unknown reason')
  })

  test('behavior: a wallet that estimates and refuses the revert gives the reason; any other refusal is Something went wrong', async () => {
    const reverted = wallet({
      eth_sendTransaction: () => {
        throw revert('execution reverted: DevMarket: no pool for this pair')
      },
    })
    await expect(sendSwapTransaction(reverted.request, '0xme', tx)).rejects.toMatchObject({
      shortMessage: 'Execution reverted: DevMarket: no pool for this pair',
    })
    const declined = wallet({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const error = await sendSwapTransaction(declined.request, '0xme', tx).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).shortMessage).toBe('Something went wrong')
  })

  test('parameters: timeout: a receipt that never comes gives the confirmation timeout', async () => {
    const { request } = wallet({ eth_sendTransaction: () => hash, eth_getTransactionReceipt: () => null })
    await expect(sendSwapTransaction(request, '0xme', tx, { pollingInterval: 1, timeout: 20 })).rejects.toMatchObject({
      shortMessage: 'Timed out while waiting for the transaction to be confirmed',
    })
  })

  describe('the SPEC §9 receipt wait (fake clock)', () => {
    afterEach(() => vi.useRealTimers())

    test('default: a receipt that never comes is awaited 25000 ms, then gives the confirmation timeout', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
      let polls = 0
      const { request } = wallet({ eth_sendTransaction: () => hash, eth_getTransactionReceipt: () => (polls++, null) })
      let settled: unknown
      const waiting = sendSwapTransaction(request, '0xme', tx).then(
        () => (settled = 'resolved'),
        (error: unknown) => (settled = error),
      )
      await vi.advanceTimersByTimeAsync(24_000)
      expect(settled).toBeUndefined()
      const pollsAt24s = polls
      expect(pollsAt24s).toBeGreaterThan(10)
      await vi.advanceTimersByTimeAsync(1_600)
      await waiting
      expect(settled).toBeInstanceOf(TransactionConfirmationTimeoutError)
      expect((settled as TransactionConfirmationTimeoutError).shortMessage).toBe(
        'Timed out while waiting for the transaction to be confirmed',
      )
      expect((settled as TransactionConfirmationTimeoutError).details).toBe(hash)
    })

    test('behavior: a receipt that lands at 24 s is still taken', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
      const sentAt = Date.now()
      const { request } = wallet({
        eth_sendTransaction: () => hash,
        eth_getTransactionReceipt: () => (Date.now() - sentAt >= 24_000 ? { status: '0x1', blockNumber: '0x9' } : null),
      })
      const waiting = sendSwapTransaction(request, '0xme', tx)
      await vi.advanceTimersByTimeAsync(24_600)
      await expect(waiting).resolves.toBe(hash)
    })
  })
})
