// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useSocialLogin } from '@/registry/hooks/use-social-login'

afterEach(cleanup)

describe('useSocialLogin', () => {
  test('behavior: ready once the frame is loaded; a blocked popup is reported and nothing is requested', async () => {
    const log: Array<{ name: string; payload: unknown }> = []
    const { result } = renderKitHook(() => useSocialLogin(), { frame: scriptedFrame({}, log) })
    expect(result.current.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    await waitFor(() => expect(result.current.ready).toBe(true))
    const original = window.open
    window.open = () => null
    try {
      await act(() => result.current.signIn('github'))
    } finally {
      window.open = original
    }
    expect(result.current.popupBlocked).toBe(true)
    expect(log.map((entry) => entry.name)).not.toContain('GET_SOCIAL_REDIRECT_URI')
  })
})
