import { logger } from '@/registry/lib/logger/logger'
import {
  FrameIframeNotSetError,
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestCancelledError,
  FrameRequestError,
  FrameTimeoutError,
} from '@/registry/lib/errors/frame'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { createFrameIframe } from '@/registry/lib/frame/create-frame-iframe'
import { createFramePlacement, type FrameRect } from '@/registry/lib/frame/frame-placement'
import { createPendingRequests, type PendingRequest } from '@/registry/lib/frame/frame-pending'
import { createFrameReadiness } from '@/registry/lib/frame/frame-readiness'
import { getFrameRequestTimeout } from '@/registry/lib/frame/frame-timeouts'
import type { AppMessage, AppPayload, AppRequestName } from '@/registry/lib/frame/schemas/app-messages'
import type { FrameMessage } from '@/registry/lib/frame/schemas/frame-messages'
import { acceptFrameMessage, parseAppMessage } from '@/registry/lib/frame/schemas/parse'
import { defaultSecureSiteOrigin } from '@/registry/lib/frame/secure-site-origin'
import { randomUuid } from '@/registry/lib/crypto/random-uuid'

export { defaultSecureSiteOrigin } from '@/registry/lib/frame/secure-site-origin'

export type FrameClientOptions = {
  projectId: string
  /** CAIP-2 id or number; also the initial value of the local chain-id cache. */
  chainId: string | number
  /** Pinned origin of the secure site; only its messages are accepted. */
  secureSiteOrigin?: string | undefined
  /** The SDK page; defaults to `<secureSiteOrigin>/sdk`. It must be on the pinned origin. */
  sdkUrl?: string | undefined
  version?: string | undefined
  enableLogger?: boolean | undefined
  rpcUrl?: string | undefined
  /** Sent as SYNC_DAPP_DATA right after READY. */
  dappData?: AppPayload<'SYNC_DAPP_DATA'> | undefined
  window?: Window | undefined
}

export type FrameSuccessPayload<N extends AppRequestName> = Extract<FrameMessage, { type: `@w3m-frame/${N}_SUCCESS` }>['payload']
export type FrameRequestOptions = { signal?: AbortSignal | undefined }

/**
 * Talks to the secure frame: creates the hidden iframe, waits for READY, sends each request with
 * a random id and settles it with the reply of the same id. Only messages from the iframe's own
 * window on the pinned origin are read; every post names that origin.
 *
 * @example
 * const frame = createFrameClient({ projectId, chainId: 'eip155:1', secureSiteOrigin: 'http://localhost:8788' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email })
 */
export function createFrameClient(options: FrameClientOptions) {
  const win = options.window ?? window
  const origin = new URL(options.secureSiteOrigin ?? defaultSecureSiteOrigin).origin
  const sdkUrl = options.sdkUrl ?? `${origin}/sdk`
  if (new URL(sdkUrl).origin !== origin) throw new FrameLoadError({ details: `sdkUrl ${sdkUrl} is not on ${origin}` })
  let chainId = options.chainId
  const pending = createPendingRequests()
  const sessionListeners = new Set<(token: string) => void>()

  const createIframe = () =>
    createFrameIframe({
      sdkUrl,
      projectId: options.projectId,
      chainId,
      version: options.version ?? '4',
      enableLogger: options.enableLogger ?? false,
      rpcUrl: options.rpcUrl,
      document: win.document,
    })
  const readiness = createFrameReadiness(createIframe, win)
  let placement = createFramePlacement(readiness.iframe)
  // What each open request posted, so a request the old document took with it can be sent again.
  const posted = new Map<string, AppMessage>()

  function onMessage(event: MessageEvent): void {
    // The two checks the public client skips: the sender must be our iframe, on the pinned origin.
    if (!readiness.isCurrent(event.source) || event.origin !== origin) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null || typeof (data as { type?: unknown }).type !== 'string') return
    if (!(data as { type: string }).type.startsWith('@w3m-frame/')) return
    let message: FrameMessage
    try {
      // Liberal here (API.md §5): the real secure site sends some replies wider than we would.
      message = acceptFrameMessage(data)
    } catch (error) {
      const id = (data as { id?: unknown }).id
      if (typeof id === 'string' && pending.get(id)) pending.reject(id, error)
      else logger.warn('dropped an invalid frame message', error)
      return
    }
    handle(message)
  }

  function handle(message: FrameMessage): void {
    if (message.type === '@w3m-frame/READY') return readiness.markReady()
    if (message.type === '@w3m-frame/SESSION_UPDATE') return sessionListeners.forEach((listener) => listener(message.payload.token))
    if (!message.id) return
    const request = pending.get(message.id)
    if (!request) return
    const expected = `@w3m-frame/${request.name}`
    if (message.type === `${expected}_SUCCESS`) {
      const payload = message.payload as { chainId?: string | number } | undefined
      if (payload && typeof payload === 'object' && payload.chainId !== undefined && request.name !== 'RPC_REQUEST')
        chainId = payload.chainId
      pending.resolve(message.id, message.payload)
    } else if (message.type === `${expected}_ERROR`) {
      pending.reject(message.id, new FrameRequestError((message.payload as { message: string }).message))
    }
  }
  win.addEventListener('message', onMessage)

  // A new load knows nothing of what the old one was asked: every open request goes to it once it
  // is READY, or fails as the wait for READY fails ('Unable to load email login dependency').
  readiness.onReload((next) => {
    placement.hide()
    placement = createFramePlacement(next)
    for (const id of pending.ids()) {
      readiness.wait().then(
        () => post(id),
        (error: unknown) => pending.reject(id, error),
      )
    }
  })

  function post(id: string): void {
    const message = posted.get(id)
    if (!message || !pending.get(id)) return
    const target = readiness.iframe.contentWindow
    if (!target) return pending.reject(id, new FrameIframeNotSetError())
    target.postMessage(message, origin)
  }

  // The app's data as last sent (or to send): a locale changed at run time is part of it, so a
  // reloaded frame gets the current one, not the one the client started with.
  let dappData = options.dappData
  const readyWatchers = new Set<(ready: boolean) => void>()
  const sendDappData = (): void => {
    if (dappData) request('SYNC_DAPP_DATA', dappData).catch((error) => logger.warn('SYNC_DAPP_DATA failed', error))
  }
  // Each READY (a reloaded frame starts blank) gets the app's data again.
  readiness.onReady(() => {
    sendDappData()
    readyWatchers.forEach((watcher) => watcher(true))
  })
  readiness.onReload(() => {
    readyWatchers.forEach((watcher) => watcher(false))
  })

  async function request<N extends AppRequestName>(
    name: N,
    payload: AppPayload<N>,
    requestOptions: FrameRequestOptions = {},
  ): Promise<FrameSuccessPayload<N>> {
    // SPEC §7: the chain id never travels; it is answered from the cache.
    if (name === 'RPC_REQUEST' && (payload as { method?: string }).method === 'eth_chainId') {
      return `0x${(toEvmChainNumber(chainId) ?? 1).toString(16)}` as FrameSuccessPayload<N>
    }
    const id = randomUuid()
    const message = parseAppMessage(payload === undefined ? { type: `@w3m-app/${name}`, id } : { type: `@w3m-app/${name}`, id, payload })
    const { signal } = requestOptions
    if (signal?.aborted) throw abortError(name)
    await readiness.wait()
    if (signal?.aborted) throw abortError(name)
    if (!readiness.iframe.contentWindow) throw new FrameIframeNotSetError()
    return new Promise<FrameSuccessPayload<N>>((resolve, reject) => {
      const timeout = getFrameRequestTimeout(name)
      const timer =
        timeout === undefined
          ? undefined
          : setTimeout(() => pending.reject(id, new FrameTimeoutError({ details: `${name} timed out` })), timeout)
      const onAbort = () => pending.reject(id, abortError(name))
      signal?.addEventListener('abort', onAbort, { once: true })
      const entry: PendingRequest = { name, payload, resolve: resolve as (value: unknown) => void, reject }
      pending.add(id, entry, () => {
        if (timer !== undefined) clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        posted.delete(id)
      })
      posted.set(id, message)
      post(id)
    })
  }

  return {
    origin,
    /** The secure-frame iframe of the current load (a reload puts a new one in its place). */
    get iframe(): HTMLIFrameElement {
      return readiness.iframe
    },
    /** Resolves on READY; rejects with 'Unable to load email login dependency' if none comes in 20 s. */
    get ready(): Promise<void> {
      return readiness.wait()
    },
    /** Whether the current load has said READY (false again while a new load is on its way). */
    get isReady(): boolean {
      return readiness.isReady
    },
    /** Calls `watcher` whenever isReady changes; returns the unsubscribe. */
    onReadyChange(watcher: (ready: boolean) => void): () => void {
      readyWatchers.add(watcher)
      return () => void readyWatchers.delete(watcher)
    },
    request,
    /**
     * Shows the frame over an element or rectangle while it asks the user to confirm an unsafe
     * request (see isUnsafeMethod); the confirmation and its buttons are the secure site's own.
     */
    reveal: (target: HTMLElement | FrameRect): void => placement.reveal(target),
    /** Hides the frame again (SPEC §2: hidden unless it is asking the user). */
    hide: (): void => placement.hide(),
    get revealed(): boolean {
      return placement.revealed
    },
    /** The SYNC_DAPP_DATA payload the frame has (or gets at its next READY). */
    get dappData(): AppPayload<'SYNC_DAPP_DATA'> | undefined {
      return dappData
    },
    /**
     * Changes part of the app's data (the locale, when the host switches language) and sends it
     * again at once if the frame is ready; otherwise it goes with the next READY.
     */
    syncDappData(patch: Partial<AppPayload<'SYNC_DAPP_DATA'>>): void {
      dappData = { projectId: options.projectId, ...dappData, ...patch }
      if (readiness.isReady) sendDappData()
    },
    /** The chain id last confirmed by the frame (or configured); SPEC §7 answers eth_chainId from it. */
    getChainId: (): string | number => chainId,
    setChainId: (next: string | number): void => void (chainId = next),
    /** Aborts open requests; `keep` spares the ones it returns true for (safe RPC methods). */
    abortPending(keep: (request: PendingRequest) => boolean = () => false): void {
      pending.rejectWhere(
        (request) => abortError(request.name),
        (request) => !keep(request),
      )
    },
    onSessionUpdate(listener: (token: string) => void): () => void {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    get pendingCount(): number {
      return pending.size
    },
    destroy(): void {
      win.removeEventListener('message', onMessage)
      readyWatchers.clear()
      pending.rejectWhere((request) => abortError(request.name))
      readiness.destroy()
      readiness.iframe.remove()
    },
  }
}

/**
 * SPEC §8: an aborted RPC request says 'Request was aborted'; any other aborted request ends as a
 * timeout would, 'Something went wrong', except GET_FARCASTER_URI, which SPEC leaves out of both.
 */
function abortError(name: AppRequestName): FrameRequestAbortedError | FrameRequestCancelledError {
  return name === 'RPC_REQUEST' || name === 'GET_FARCASTER_URI' ? new FrameRequestAbortedError() : new FrameRequestCancelledError()
}

export type FrameClient = ReturnType<typeof createFrameClient>
