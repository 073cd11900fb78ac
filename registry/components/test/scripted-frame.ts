// A scripted secure frame for component and hook tests; the real one is driven end to end by e2e/frame.
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'

export type ScriptedAnswers = Record<string, (payload: unknown) => unknown>

/**
 * A frame's READY as the test says it: `announce()` says it, `fail()` ends the wait as the 20 s
 * timeout does (a later `ready` is a new wait). The default frame below has said it already.
 */
export function scriptedReadiness(said = false) {
  let isReady = said
  const watchers = new Set<(ready: boolean) => void>()
  let waits = 0
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} }
  let wait = said ? Promise.resolve() : pendingWait()
  function pendingWait(): Promise<void> {
    return new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  }
  return {
    get ready(): Promise<void> {
      waits += 1
      return wait
    },
    get isReady(): boolean {
      return isReady
    },
    /** How many times `ready` was read: each read is a wait the real client would start. */
    get waits(): number {
      return waits
    },
    onReadyChange(watcher: (ready: boolean) => void): () => void {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    announce(): void {
      isReady = true
      settle.resolve()
      wait = Promise.resolve()
      watchers.forEach((watcher) => watcher(true))
    },
    fail(error: unknown): void {
      settle.reject(error)
      wait = pendingWait()
    },
  }
}

/** Answers frame requests from `answers` (an empty object otherwise) and logs each one. */
export function scriptedFrame(
  answers: ScriptedAnswers,
  log: Array<{ name: string; payload: unknown }> = [],
  readiness: ReturnType<typeof scriptedReadiness> = scriptedReadiness(true),
): FrameClient {
  const request = async (name: string, payload: unknown) => (log.push({ name, payload }), answers[name]?.(payload) ?? {})
  let dappData: Record<string, unknown> | undefined
  return {
    origin: 'http://localhost:1',
    get ready() {
      return readiness.ready
    },
    get isReady() {
      return readiness.isReady
    },
    onReadyChange: readiness.onReadyChange,
    request,
    // Like the real client: the patched data goes out as SYNC_DAPP_DATA (this frame is always ready).
    get dappData() {
      return dappData
    },
    syncDappData: (patch: Record<string, unknown>) => {
      dappData = { projectId: '', ...dappData, ...patch }
      void request('SYNC_DAPP_DATA', dappData)
    },
    getChainId: () => 'eip155:31337',
    setChainId: () => {},
    abortPending: () => {},
    reveal: () => {},
    hide: () => {},
  } as unknown as FrameClient
}
