import { describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from '@/registry/lib/connectors/auth/approval-queue'

describe('createApprovalQueue', () => {
  test('behavior: one request on screen at a time, answered in order', async () => {
    const onRequest = vi.fn()
    const queue = createApprovalQueue({ onRequest })
    const first = queue.approve({ method: 'personal_sign' })
    const second = queue.approve({ method: 'eth_sendTransaction' })
    expect(queue.store.getState().pending?.method).toBe('personal_sign')
    expect(onRequest).toHaveBeenCalledTimes(1)
    queue.answer(true)
    await expect(first).resolves.toBe(true)
    expect(queue.store.getState().pending?.method).toBe('eth_sendTransaction')
    queue.answer(false)
    await expect(second).resolves.toBe(false)
    expect(queue.store.getState().pending).toBeNull()
  })

  test('behavior: rejectAll declines everything waiting', async () => {
    const queue = createApprovalQueue()
    const a = queue.approve({ method: 'personal_sign' })
    const b = queue.approve({ method: 'personal_sign' })
    queue.rejectAll()
    await expect(Promise.all([a, b])).resolves.toEqual([false, false])
  })
})
