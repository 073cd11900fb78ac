// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useFarcasterLogin } from '@/registry/hooks/use-farcaster-login'

afterEach(cleanup)
const address = '0x4444444444444444444444444444444444444444'

describe('useFarcasterLogin', () => {
  test('behavior: link first, then connected once the frame reports the Farcaster login', async () => {
    let approve!: () => void
    const approved = new Promise<void>((resolve) => (approve = resolve))
    const frame = scriptedFrame({
      GET_FARCASTER_URI: () => ({ url: 'https://farcaster.example/approve?c=1' }),
      CONNECT_FARCASTER: async () => (await approved, { userName: 'alice' }),
      GET_USER: () => ({ address, chainId: 'eip155:31337' }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address }),
    })
    const { result, kit } = renderKitHook(() => useFarcasterLogin(), { frame })
    await waitFor(() => expect(result.current).toEqual({ status: 'waiting', url: 'https://farcaster.example/approve?c=1', onPhone: false }))
    act(() => approve())
    await waitFor(() => expect(result.current.status).toBe('connected'))
    expect(kit.connection.store.getState().account?.address).toBe(address)
  })
})
