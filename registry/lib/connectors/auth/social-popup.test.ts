// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { waitForSocialResult } from '@/registry/lib/connectors/auth/social-popup'

const ORIGIN = 'http://localhost:8788'
afterEach(() => vi.useRealTimers())

function post(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }))
}

describe('waitForSocialResult', () => {
  test('behavior: only the popup on the secure origin can hand back the result URI', async () => {
    const popup = { closed: false } as unknown as Window
    const result = waitForSocialResult(popup, ORIGIN)
    post({ resultUri: 'http://evil.test/x' }, 'http://evil.test', popup)
    post({ resultUri: 'http://localhost:8788/forged' }, ORIGIN, window)
    post({ resultUri: 'not a url' }, ORIGIN, popup)
    post({ resultUri: 'http://localhost:8788/social/result?state=s&code=c' }, ORIGIN, popup)
    await expect(result).resolves.toBe('http://localhost:8788/social/result?state=s&code=c')
  })

  test('behavior: a closed popup aborts and 30 s end in "Something went wrong"', async () => {
    vi.useFakeTimers()
    const closing = { closed: false } as { closed: boolean }
    const aborted = waitForSocialResult(closing as unknown as Window, ORIGIN)
    aborted.catch(() => {})
    closing.closed = true
    await vi.advanceTimersByTimeAsync(500)
    await expect(aborted).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    const silent = waitForSocialResult({ closed: false } as unknown as Window, ORIGIN)
    silent.catch(() => {})
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(silent).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
  })
})
