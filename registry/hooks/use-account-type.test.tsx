// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useAccountType } from '@/registry/hooks/use-account-type'

afterEach(cleanup)
const address = '0x5555555555555555555555555555555555555555'

describe('useAccountType', () => {
  test('behavior: switches, and falls back to eoa when the smart account is refused (SPEC §4)', async () => {
    const requested: string[] = []
    const frame = scriptedFrame({
      SET_PREFERRED_ACCOUNT: (payload) => {
        const { type } = payload as { type: string }
        requested.push(type)
        if (type !== 'eoa') throw new Error('not on this network')
        return { type: 'eoa', address }
      },
    })
    const { result } = renderKitHook(() => useAccountType('smartAccount'), { frame })
    expect(result.current.type).toBe('smartAccount')
    await act(() => result.current.switchTo('smartAccount'))
    expect(requested).toEqual(['smartAccount', 'eoa'])
    expect(result.current.type).toBe('eoa')
    expect(result.current.busy).toBe(false)
  })
})
