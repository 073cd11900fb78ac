// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useApprovalRequest } from '@/registry/hooks/use-approval-request'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded-wallet'

afterEach(cleanup)

describe('useApprovalRequest', () => {
  test('behavior: shows the waiting request; an answer made for one request never answers the next', async () => {
    const { result, kit } = renderKitHook(() => useApprovalRequest())
    const { approvals } = getEmbeddedWallet(kit)
    let first!: Promise<boolean>
    let second!: Promise<boolean>
    act(() => {
      first = approvals.approve({ method: 'personal_sign', params: ['0x68656c6c6f', '0x1'] })
      second = approvals.approve({ method: 'eth_sendTransaction', params: [{ to: '0x2' }] })
    })
    expect(result.current.pending?.method).toBe('personal_sign')
    const approveFirst = result.current.approve
    act(() => void approveFirst())
    await expect(first).resolves.toBe(true)
    expect(result.current.pending?.method).toBe('eth_sendTransaction')
    act(() => void approveFirst()) // a stale second click
    expect(result.current.pending?.method).toBe('eth_sendTransaction')
    act(() => void result.current.reject())
    await expect(second).resolves.toBe(false)
    expect(result.current.pending).toBeNull()
  })
})
