// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFrameClient } from '@/registry/lib/frame/create-frame-client'
import { logger } from '@/registry/lib/logger/logger'

const ORIGIN = 'http://localhost:8788'
type Posted = { message: { type: string; id?: string; payload?: unknown }; targetOrigin: string }
const clients: Array<{ destroy(): void }> = []

type FakeWindow = { postMessage(message: Posted['message'], targetOrigin: string): void }

function setup() {
  const client = createFrameClient({ projectId: 'p1', chainId: 'eip155:31337', secureSiteOrigin: ORIGIN, rpcUrl: 'http://127.0.0.1:1' })
  clients.push(client)
  const posted: Posted[] = []
  // happy-dom gives iframes no window; each load's stand-in window records what reaches it.
  const windows = new Map<HTMLIFrameElement, FakeWindow>()
  const postedTo = new Map<FakeWindow, Posted[]>()
  const windowOf = (iframe: HTMLIFrameElement): FakeWindow => {
    let frameWindow = windows.get(iframe)
    if (!frameWindow) {
      const mine: Posted[] = []
      frameWindow = {
        postMessage: (message, targetOrigin) => void (posted.push({ message, targetOrigin }), mine.push({ message, targetOrigin })),
      }
      postedTo.set(frameWindow, mine)
      windows.set(iframe, frameWindow)
      Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
    }
    return frameWindow
  }
  const frameWindow = windowOf(client.iframe)
  /** The window of the iframe the client holds now (a reload puts a new iframe in place). */
  const current = () => windowOf(client.iframe)
  const send = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: init.origin ?? ORIGIN, source: (init.source ?? current()) as MessageEventSource }),
    )
  const ready = async () => {
    send({ type: '@w3m-frame/READY', payload: { version: '4' } })
    await client.ready
  }
  return { client, posted, frameWindow, current, postedTo: (w: FakeWindow) => postedTo.get(w) ?? [], send, ready }
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve())

// happy-dom cannot load cross-origin pages and reports each iframe on the console.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  clients.splice(0).forEach((client) => client.destroy())
  vi.useRealTimers()
})

describe('createFrameClient', () => {
  test('default: a hidden fixed iframe at the secure origin with the SDK parameters', () => {
    const { client } = setup()
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
    expect(iframe).toBe(client.iframe)
    expect(iframe.name).toBe('w3m-secure-iframe')
    expect([iframe.style.display, iframe.style.position, iframe.style.zIndex]).toEqual(['none', 'fixed', '999999'])
    const src = new URL(iframe.src)
    expect(src.origin + src.pathname).toBe(`${ORIGIN}/sdk`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:1',
    })
  })

  test('behavior: nothing is posted before READY, then with a uuid id and the pinned target origin', async () => {
    const { client, posted, ready } = setup()
    client.request('CONNECT_EMAIL', { email: 'a@b.dev' }).catch(() => {})
    await tick()
    expect(posted).toHaveLength(0)
    await ready()
    await tick()
    expect(posted).toHaveLength(1)
    const [{ message, targetOrigin }] = posted as [Posted]
    expect(targetOrigin).toBe(ORIGIN)
    expect(message.type).toBe('@w3m-app/CONNECT_EMAIL')
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(message.payload).toEqual({ email: 'a@b.dev' })
  })

  test('behavior: the reply is matched by id and type; others are ignored', async () => {
    const { client, posted, ready, send } = setup()
    await ready()
    const result = client.request('GET_CHAIN_ID', undefined)
    await tick()
    const id = posted[0]!.message.id
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'other', payload: { chainId: 1 } })
    send({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 'eip155:31338' } })
    await expect(result).resolves.toEqual({ chainId: 'eip155:31338' })
    expect(client.getChainId()).toBe('eip155:31338')
  })

  test('behavior: eth_chainId is answered from the cache and never posted', async () => {
    const { client, posted, ready } = setup()
    await ready()
    await expect(client.request('RPC_REQUEST', { method: 'eth_chainId', params: [] })).resolves.toBe('0x7a69')
    expect(posted).toHaveLength(0)
  })

  test('behavior: an _ERROR reply rejects with its message, or the default text', async () => {
    const { client, posted, ready, send } = setup()
    await ready()
    const first = client.request('CONNECT_OTP', { otp: '000000' })
    const second = client.request('SIGN_OUT', undefined)
    await tick()
    send({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: posted[0]!.message.id, payload: { message: 'Invalid code' } })
    send({ type: '@w3m-frame/SIGN_OUT_ERROR', id: posted[1]!.message.id, payload: { message: '' } })
    await expect(first).rejects.toMatchObject({ code: 'FRAME_REQUEST_FAILED', shortMessage: 'Invalid code' })
    await expect(second).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  test('behavior: login steps time out after 30 s with "Something went wrong"; GET_FARCASTER_URI does not', async () => {
    vi.useFakeTimers()
    const { client, ready } = setup()
    await ready()
    const otp = client.request('CONNECT_OTP', { otp: '1' })
    const farcaster = client.request('GET_FARCASTER_URI', undefined)
    const settled = vi.fn()
    farcaster.then(settled, settled)
    otp.catch(() => {})
    await vi.advanceTimersByTimeAsync(29_999)
    expect(client.pendingCount).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(otp).rejects.toMatchObject({ code: 'FRAME_TIMEOUT', shortMessage: 'Something went wrong' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(settled).not.toHaveBeenCalled()
  })

  test('behavior: each SPEC §9 login step (e-mail, device, otp, social, social redirect) times out at 30 s; get-user and sign-out wait', async () => {
    vi.useFakeTimers()
    const { client, ready } = setup()
    await ready()
    const timed = [
      client.request('CONNECT_EMAIL', { email: 'a@b.dev' }),
      client.request('CONNECT_DEVICE', undefined),
      client.request('CONNECT_OTP', { otp: '1' }),
      client.request('CONNECT_SOCIAL', { uri: 'https://app.test/?code=1' }),
      client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }),
    ]
    const outcomes = timed.map((request) =>
      request.then(
        () => 'answered',
        (e: { code?: string }) => e.code,
      ),
    )
    const untimed = vi.fn()
    for (const request of [client.request('GET_USER', undefined), client.request('SIGN_OUT', undefined)]) request.then(untimed, untimed)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(client.pendingCount).toBe(7)
    await vi.advanceTimersByTimeAsync(1)
    expect(await Promise.all(outcomes)).toEqual(Array(5).fill('FRAME_TIMEOUT'))
    await vi.advanceTimersByTimeAsync(120_000)
    expect(untimed).not.toHaveBeenCalled()
    expect(client.pendingCount).toBe(2)
  })

  // SPEC §8: 'Something went wrong' is also the abort of the other frame requests (not RPC, not
  // GET_FARCASTER_URI); an aborted RPC request keeps 'Request was aborted'.
  test('behavior: an aborted RPC request or GET_FARCASTER_URI rejects with "Request was aborted", any other with "Something went wrong"', async () => {
    const { client, ready } = setup()
    await ready()
    const controller = new AbortController()
    const email = client.request('CONNECT_EMAIL', { email: 'a@b.dev' }, { signal: controller.signal })
    const sign = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] }, { signal: controller.signal })
    const uri = client.request('GET_FARCASTER_URI', undefined, { signal: controller.signal })
    await tick()
    controller.abort()
    await expect(email).rejects.toMatchObject({ code: 'FRAME_REQUEST_CANCELLED', shortMessage: 'Something went wrong' })
    await expect(sign).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Request was aborted' })
    await expect(uri).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Request was aborted' })
    const late = client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }, { signal: controller.signal })
    await expect(late).rejects.toMatchObject({ code: 'FRAME_REQUEST_CANCELLED', shortMessage: 'Something went wrong' })
  })

  // A browser gives a detached iframe no window (the host page removed it, or a framework re-rendered
  // the body): the request fails with the SPEC text instead of posting into nothing.
  test('behavior: a request while the iframe has no window rejects with "W3mFrame: iframe is not set"', async () => {
    const { client, ready } = setup()
    await ready()
    client.iframe.remove()
    Object.defineProperty(client.iframe, 'contentWindow', { value: null, configurable: true })
    await expect(client.request('GET_CHAIN_ID', undefined)).rejects.toMatchObject({
      code: 'FRAME_IFRAME_NOT_SET',
      shortMessage: 'W3mFrame: iframe is not set',
    })
    expect(client.pendingCount).toBe(0)
  })

  test('behavior: abortPending spares what keep selects', async () => {
    const { client, posted, ready, send } = setup()
    await ready()
    const sign = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] })
    const read = client.request('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
    await tick()
    const connect = client.request('CONNECT_FARCASTER', undefined)
    await tick()
    client.abortPending((request) => (request.payload as { method?: string } | undefined)?.method === 'eth_blockNumber')
    await expect(sign).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    await expect(connect).rejects.toMatchObject({ code: 'FRAME_REQUEST_CANCELLED', shortMessage: 'Something went wrong' })
    send({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: posted[1]!.message.id, payload: '0x10' })
    await expect(read).resolves.toBe('0x10')
  })

  test('behavior: a load failure or no READY in 20 s gives "Unable to load email login dependency"', async () => {
    const loadError = setup()
    const waiting = loadError.client.request('GET_CHAIN_ID', undefined)
    loadError.client.iframe.dispatchEvent(new Event('error'))
    await expect(waiting).rejects.toMatchObject({ code: 'FRAME_LOAD_FAILED', shortMessage: 'Unable to load email login dependency' })
    vi.useFakeTimers()
    const silent = setup()
    const result = silent.client.request('GET_CHAIN_ID', undefined)
    result.catch(() => {})
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(result).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
  })

  // A failed wait must not leave the embedded wallet dead until the app is reloaded.
  test('behavior: after a wait ran out, Try again loads the frame again and a READY that comes then (or late) serves it', async () => {
    vi.useFakeTimers()
    const { client, posted, send } = setup()
    const firstIframe = client.iframe
    const first = client.request('GET_CHAIN_ID', undefined)
    first.catch(() => {})
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(first).rejects.toMatchObject({ code: 'FRAME_LOAD_FAILED' })
    expect(client.iframe).toBe(firstIframe)
    const again = client.request('GET_CHAIN_ID', undefined)
    await tick()
    // Loaded again: a new iframe with the same page in place of the old one.
    expect(client.iframe).not.toBe(firstIframe)
    expect(firstIframe.isConnected).toBe(false)
    expect(client.iframe.src).toBe(firstIframe.src)
    expect(document.querySelectorAll('#w3m-iframe')).toHaveLength(1)
    send({ type: '@w3m-frame/READY', payload: { version: '4' } })
    await tick()
    expect(posted.map((p) => p.message.type)).toEqual(['@w3m-app/GET_CHAIN_ID'])
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: posted[0]!.message.id, payload: { chainId: 31337 } })
    await expect(again).resolves.toEqual({ chainId: 31337 })
  })

  test('behavior: a load event with no READY 3 s later counts as a lost READY: the iframe loads again, at most 3 times, each said as a warning', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const { client } = setup()
    const loads = new Set([client.iframe])
    const result = client.request('GET_CHAIN_ID', undefined)
    result.catch(() => {})
    for (let load = 0; load < 5; load++) {
      client.iframe.dispatchEvent(new Event('load'))
      await vi.advanceTimersByTimeAsync(2_999)
      expect(loads.size - 1).toBe(Math.min(load, 3))
      await vi.advanceTimersByTimeAsync(1)
      loads.add(client.iframe)
    }
    expect(loads.size - 1).toBe(3)
    expect(warn.mock.calls.map(([text]) => String(text).replace(/from \S+;/, 'from <src>;'))).toEqual(
      [1, 2, 3].map((n) => `secure frame: no READY from <src>; loading it again (${n} of 3)`),
    )
    warn.mockRestore()
    // READY before the 3 s: no reload.
    const other = setup()
    const otherIframe = other.client.iframe
    other.client.iframe.dispatchEvent(new Event('load'))
    other.send({ type: '@w3m-frame/READY', payload: { version: '4' } })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(other.client.iframe).toBe(otherIframe)
    await expect(other.client.ready).resolves.toBeUndefined()
  })

  // An iframe keeps its window across navigations: a READY the old document sent late would pass a
  // source check and the request would go to a document on its way out, lost with it.
  test('behavior: after a reload a READY from the old load does not count; the request waiting goes to the new load and is answered', async () => {
    vi.useFakeTimers()
    const { client, frameWindow, current, postedTo, send } = setup()
    const result = client.request('GET_CHAIN_ID', undefined)
    client.iframe.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(3_000)
    const fresh = current()
    expect(fresh).not.toBe(frameWindow)
    send({ type: '@w3m-frame/READY', payload: { version: '4' } }, { source: frameWindow })
    await tick()
    expect(postedTo(frameWindow)).toHaveLength(0)
    expect(postedTo(fresh)).toHaveLength(0)
    send({ type: '@w3m-frame/READY', payload: { version: '4' } }, { source: fresh })
    await tick()
    expect(postedTo(fresh).map((p) => p.message.type)).toEqual(['@w3m-app/GET_CHAIN_ID'])
    // A reply from the old load, even with the right id, is not the answer.
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: postedTo(fresh)[0]!.message.id, payload: { chainId: 1 } }, { source: frameWindow })
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: postedTo(fresh)[0]!.message.id, payload: { chainId: 31337 } }, { source: fresh })
    await expect(result).resolves.toEqual({ chainId: 31337 })
  })

  test('behavior: isReady follows READY and a reload, and onReadyChange says each change until unsubscribed', async () => {
    vi.useFakeTimers()
    const { client, current, send } = setup()
    const changes: boolean[] = []
    const unsubscribe = client.onReadyChange((ready) => changes.push(ready))
    client.request('GET_CHAIN_ID', undefined).catch(() => {})
    client.iframe.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(3_000)
    expect([client.isReady, changes]).toEqual([false, [false]])
    send({ type: '@w3m-frame/READY', payload: { version: '4' } }, { source: current() })
    expect([client.isReady, changes]).toEqual([true, [false, true]])
    unsubscribe()
    send({ type: '@w3m-frame/READY', payload: { version: '4' } }, { source: current() })
    expect(changes).toEqual([false, true])
  })

  test('behavior: messages from another origin or another window are ignored, even with a known id', async () => {
    const { client, posted, send } = setup()
    send({ type: '@w3m-frame/READY' }, { origin: 'http://evil.test' })
    send({ type: '@w3m-frame/READY' }, { source: window })
    await tick()
    const result = client.request('GET_CHAIN_ID', undefined)
    await tick()
    expect(posted).toHaveLength(0)
    send({ type: '@w3m-frame/READY' })
    await client.ready
    await tick()
    const id = posted[0]!.message.id
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 666 } }, { origin: 'http://evil.test' })
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 666 } }, { source: window })
    send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 31337 } })
    await expect(result).resolves.toEqual({ chainId: 31337 })
  })

  test('behavior: invalid messages are rejected with a typed error in both directions', async () => {
    const { client, posted, ready, send } = setup()
    await ready()
    await expect(client.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toMatchObject({ code: 'FRAME_MESSAGE_INVALID' })
    expect(posted).toHaveLength(0)
    const result = client.request('GET_USER', undefined)
    await tick()
    send({ type: '@w3m-frame/GET_USER_SUCCESS', id: posted[0]!.message.id, payload: { address: 5 } })
    await expect(result).rejects.toMatchObject({ code: 'FRAME_MESSAGE_INVALID' })
  })
})
