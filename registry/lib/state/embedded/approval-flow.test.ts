import { describe, expect, test, vi } from 'vitest'
import { createApprovalFlow } from '@/registry/lib/state/embedded/approval-flow'

describe('createApprovalFlow', () => {
  test('default: shows the oldest request and lets it through at once (the frame decides)', async () => {
    const onRequest = vi.fn()
    const flow = createApprovalFlow({ onRequest, chainName: () => 'Devnet' })
    const request = Object.freeze({ method: 'personal_sign', params: Object.freeze(['0x68656c6c6f', '0x1']) })
    await expect(flow.approve(request)).resolves.toBe(true)
    const shown = flow.store.getState().pending
    expect(shown?.request).toBe(request)
    expect(shown?.chain).toBe('Devnet')
    expect(onRequest).toHaveBeenCalledTimes(1)
  })

  test('behavior: one view for a run of requests, in the order the frame asks; settling one shows the next', async () => {
    const onRequest = vi.fn()
    const flow = createApprovalFlow({ onRequest })
    const first = { method: 'personal_sign' }
    const second = { method: 'eth_sendTransaction' }
    await flow.approve(first)
    await flow.approve(second)
    expect(onRequest).toHaveBeenCalledTimes(1)
    expect(flow.settle(first)).toBe(false)
    expect(flow.store.getState().pending?.request).toBe(second)
    expect(flow.settle(first)).toBe(false) // a repeated settle changes nothing
    expect(flow.store.getState().pending?.request).toBe(second)
    expect(flow.settle(second)).toBe(true)
    expect(flow.store.getState().pending).toBeNull()
  })

  test('behavior: a request that settles out of order leaves the one on screen', async () => {
    const flow = createApprovalFlow()
    const first = { method: 'personal_sign' }
    const second = { method: 'eth_signTypedData_v4' }
    await flow.approve(first)
    await flow.approve(second)
    expect(flow.settle(second)).toBe(false)
    expect(flow.store.getState().pending?.request).toBe(first)
  })

  test('behavior: rejectAll clears the view and aborts what the frame still asks, only when something waited', async () => {
    const onAbort = vi.fn()
    const flow = createApprovalFlow({ onAbort })
    flow.rejectAll()
    expect(onAbort).not.toHaveBeenCalled()
    await flow.approve({ method: 'personal_sign' })
    flow.rejectAll()
    expect(flow.store.getState().pending).toBeNull()
    expect(onAbort).toHaveBeenCalledTimes(1)
  })
})

describe('abandoned requests', () => {
  test('behavior: a request abandoned by rejectAll (modal closed) that settles later is not reported as settling the run', async () => {
    const flow = createApprovalFlow()
    const request = { method: 'personal_sign', params: ['0x01', '0x02'] }
    void flow.approve(request)
    const shown = flow.store.getState().pending!.request
    flow.rejectAll()
    expect(flow.settle(shown)).toBe(false)
    expect(flow.store.getState().pending).toBeNull()
  })
})
