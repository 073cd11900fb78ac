// A scripted secure frame for component and hook tests; the real one is driven end to end by e2e/frame.
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'

export type ScriptedAnswers = Record<string, (payload: unknown) => unknown>

/** Answers frame requests from `answers` (an empty object otherwise) and logs each one. */
export function scriptedFrame(answers: ScriptedAnswers, log: Array<{ name: string; payload: unknown }> = []): FrameClient {
  const request = async (name: string, payload: unknown) => (log.push({ name, payload }), answers[name]?.(payload) ?? {})
  let dappData: Record<string, unknown> | undefined
  return {
    origin: 'http://localhost:1',
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
