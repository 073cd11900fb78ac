// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { useSocialLogin } from '@/registry/hooks/use-social-login'
import { FrameTimeoutError } from '@/registry/lib/errors/frame'

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

  test('behavior: a frame request that times out raises the SPEC §8 social-login timeout alert once, shows the error and closes the popup', async () => {
    const frame = scriptedFrame({
      GET_SOCIAL_REDIRECT_URI: () => {
        throw new FrameTimeoutError()
      },
    })
    const { result, kit } = renderKitHook(() => useSocialLogin(), { frame })
    await waitFor(() => expect(result.current.ready).toBe(true))
    const popup = {
      closed: false,
      location: { href: '' },
      close() {
        this.closed = true
      },
    }
    const original = window.open
    window.open = (() => popup) as unknown as typeof window.open
    try {
      await act(() => result.current.signIn('github'))
    } finally {
      window.open = original
    }
    expect(kit.alerts.store.getState().current).toMatchObject({
      message: 'Social Login Timed Out',
      kind: 'ALERT_SOCIAL_LOGIN_TIMEOUT',
      variant: 'warning',
    })
    expect(result.current.error).toBeInstanceOf(FrameTimeoutError)
    expect(popup.closed).toBe(true)
    expect(kit.connection.store.getState().status).not.toBe('connected')
  })
})
