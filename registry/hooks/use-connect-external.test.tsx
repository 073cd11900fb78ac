// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useConnectExternal } from '@/registry/hooks/use-connect-external'

afterEach(cleanup)

describe('useConnectExternal', () => {
  test('behavior: connects once on show and closes the modal', async () => {
    let prompts = 0
    const connector = createTestConnector({ connect: async () => (prompts++, { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }) })
    const { result, kit } = renderKitHook(() => useConnectExternal(connector))
    act(() => kit.modal.open())
    await waitFor(() => expect(result.current.status).toBe('connected'))
    expect(prompts).toBe(1)
    expect(kit.modal.store.getState().open).toBe(false)
  })
  test('behavior: a 4001 is a rejection, not a failure; retry asks again', async () => {
    let calls = 0
    const connector = createTestConnector({
      connect: async () => {
        calls++
        if (calls === 1) throw Object.assign(new Error('User rejected'), { code: 4001 })
        return { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
      },
    })
    const { result } = renderKitHook(() => useConnectExternal(connector))
    await waitFor(() => expect(result.current.error).toEqual({ kind: 'rejected', message: undefined }))
    await act(() => result.current.retry())
    expect(result.current.status).toBe('connected')
  })
})
