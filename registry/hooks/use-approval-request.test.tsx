// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useApprovalRequest } from '@/registry/hooks/use-approval-request'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'

afterEach(cleanup)

describe('useApprovalRequest', () => {
  test('behavior: shows the request the frame asks about, then the next, then nothing; never loads the frame', async () => {
    const { result, kit } = renderKitHook(() => useApprovalRequest())
    const { approvals } = getEmbeddedWallet(kit)
    expect(result.current.pending).toBeNull()
    const first = Object.freeze({ method: 'personal_sign', params: Object.freeze(['0x68656c6c6f', '0x1']) })
    const second = Object.freeze({ method: 'eth_sendTransaction', params: Object.freeze([{ to: '0x2' }]) })
    await act(async () => {
      await approvals.approve(first)
      await approvals.approve(second)
    })
    expect(result.current.pending).toBe(first)
    act(() => void approvals.settle(first))
    expect(result.current.pending).toBe(second)
    act(() => void approvals.settle(second))
    expect(result.current.pending).toBeNull()
    expect(getEmbeddedWallet(kit).loaded()).toBeUndefined()
    expect(document.getElementById('w3m-iframe')).toBeNull()
  })
})
