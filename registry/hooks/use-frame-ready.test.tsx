// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useFrameReady } from '@/registry/hooks/use-frame-ready'
import { createFrameClient, type FrameClient } from '@/registry/lib/frame/create-frame-client'

const ORIGIN = 'http://localhost:8788'
const clients: FrameClient[] = []

/** The real frame client; happy-dom gives iframes no window, so each load gets a stand-in to send READY from. */
function frameClient() {
  const client = createFrameClient({ projectId: 'p1', chainId: 'eip155:31337', secureSiteOrigin: ORIGIN, rpcUrl: 'http://127.0.0.1:1' })
  clients.push(client)
  const windows = new Map<HTMLIFrameElement, object>()
  const windowOf = (iframe: HTMLIFrameElement) => {
    let stand = windows.get(iframe)
    if (!stand) {
      stand = { postMessage: () => {} }
      windows.set(iframe, stand)
      Object.defineProperty(iframe, 'contentWindow', { value: stand, configurable: true })
    }
    return stand
  }
  windowOf(client.iframe)
  const sayReady = (from: HTMLIFrameElement = client.iframe) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: '@w3m-frame/READY', payload: { version: '4' } },
          origin: ORIGIN,
          source: windowOf(from) as MessageEventSource,
        }),
      )
    })
  return { client, sayReady, windowOf }
}

beforeEach(() => {
  // happy-dom cannot load cross-origin pages and reports each iframe on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  clients.splice(0).forEach((client) => client.destroy())
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('useFrameReady', () => {
  test('default: no frame yet is not ready and no error', () => {
    const { result } = renderHook(() => useFrameReady(null))
    expect({ ready: result.current.ready, error: result.current.error }).toEqual({ ready: false, error: null })
  })

  test('behavior: ready when the frame says READY, not before', () => {
    const { client, sayReady } = frameClient()
    const { result } = renderHook(() => useFrameReady(client))
    expect(result.current.ready).toBe(false)
    sayReady()
    expect(result.current).toMatchObject({ ready: true, error: null })
  })

  test('behavior: a frame silent for 20 s gives the SPEC error; Try again loads the frame again, and only the new load says READY for it', async () => {
    vi.useFakeTimers()
    const { client, sayReady, windowOf } = frameClient()
    const first = client.iframe
    const { result } = renderHook(() => useFrameReady(client))
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(result.current.ready).toBe(false)
    expect(result.current.error).toMatchObject({ code: 'FRAME_LOAD_FAILED', shortMessage: 'Unable to load email login dependency' })
    act(() => result.current.retry())
    expect(result.current.error).toBeNull()
    expect(client.iframe).not.toBe(first)
    windowOf(client.iframe)
    sayReady(first)
    expect(result.current.ready).toBe(false)
    sayReady()
    expect(result.current).toMatchObject({ ready: true, error: null })
  })

  test('behavior: a READY that comes after the wait ran out still makes it ready and clears the error', async () => {
    vi.useFakeTimers()
    const { client, sayReady } = frameClient()
    const { result } = renderHook(() => useFrameReady(client))
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(result.current.error).not.toBeNull()
    sayReady()
    expect(result.current).toMatchObject({ ready: true, error: null })
  })
})
