// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useEmailLogin } from '@/registry/hooks/use-email-login'

afterEach(cleanup)
const address = '0x2222222222222222222222222222222222222222'

describe('useEmailLogin', () => {
  test('behavior: e-mail, then code, then the kit is connected through the auth connector', async () => {
    const frame = scriptedFrame({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      GET_USER: () => ({ address, chainId: 'eip155:31337', email: 'a@b.dev' }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address }),
    })
    const { result, kit } = renderKitHook(() => useEmailLogin(), { frame })
    expect(result.current.actions).toBeNull()
    await waitFor(() => expect(result.current.actions).not.toBeNull())
    await act(() => result.current.actions!.submitEmail(' a@b.dev '))
    expect(result.current.state).toMatchObject({ step: 'otp', email: 'a@b.dev' })
    await act(() => result.current.actions!.submitCode('123456'))
    await waitFor(() => expect(kit.connection.store.getState().account?.address).toBe(address))
    expect(result.current.state.step).toBe('connected')
  })
})
