import { describe, expect, test, vi } from 'vitest'
import { createApprovalFlow } from '@/registry/lib/state/approval-flow'

describe('createApprovalFlow', () => {
  test('behavior: one request on screen at a time, answered in order', async () => {
    const onRequest = vi.fn()
    const flow = createApprovalFlow({ onRequest })
    const first = flow.approve({ method: 'personal_sign' })
    const second = flow.approve({ method: 'eth_sendTransaction' })
    const shown = flow.store.getState().pending
    expect(shown?.request.method).toBe('personal_sign')
    expect(onRequest).toHaveBeenCalledTimes(1)
    flow.answer(shown!.id, true)
    await expect(first).resolves.toBe(true)
    const next = flow.store.getState().pending
    expect(next?.request.method).toBe('eth_sendTransaction')
    flow.answer(next!.id, false)
    await expect(second).resolves.toBe(false)
    expect(flow.store.getState().pending).toBeNull()
  })

  test('behavior: a repeated click answers only the request it was made for', async () => {
    const flow = createApprovalFlow()
    const first = flow.approve({ method: 'personal_sign', params: ['0x01', '0xabc'] })
    const second = flow.approve({ method: 'eth_sendTransaction', params: [{ to: '0x2', value: '0x1' }] })
    const shownId = flow.store.getState().pending!.id
    flow.answer(shownId, true)
    flow.answer(shownId, true) // double click: the second request was never seen
    await expect(first).resolves.toBe(true)
    expect(flow.store.getState().pending?.request.method).toBe('eth_sendTransaction')
    flow.rejectAll()
    await expect(second).resolves.toBe(false)
  })

  test('behavior: what is shown is a frozen copy, unaffected by later changes of the caller object', () => {
    const flow = createApprovalFlow()
    const tx = { to: '0x2', value: '0x1' }
    const params = [tx]
    void flow.approve({ method: 'eth_sendTransaction', params })
    tx.to = '0xattacker'
    params.push({ to: '0x3', value: '0x2' })
    const shown = flow.store.getState().pending!.request
    expect(shown.params).toEqual([{ to: '0x2', value: '0x1' }])
    expect(Object.isFrozen(shown.params)).toBe(true)
    expect(() => ((shown.params as Array<{ to: string }>)[0]!.to = '0x4')).toThrow(TypeError)
    expect(flow.current()).toBe(shown)
  })

  test('behavior: rejectAll declines everything waiting', async () => {
    const flow = createApprovalFlow()
    const a = flow.approve({ method: 'personal_sign' })
    const b = flow.approve({ method: 'personal_sign' })
    flow.rejectAll()
    await expect(Promise.all([a, b])).resolves.toEqual([false, false])
  })
})
