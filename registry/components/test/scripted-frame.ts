// A scripted secure frame for component and hook tests; the real one is driven end to end by e2e/frame.
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'

export type ScriptedAnswers = Record<string, (payload: unknown) => unknown>

/** Answers frame requests from `answers` (an empty object otherwise) and logs each one. */
export function scriptedFrame(answers: ScriptedAnswers, log: Array<{ name: string; payload: unknown }> = []): FrameClient {
  return {
    origin: 'http://localhost:1',
    request: async (name: string, payload: unknown) => (log.push({ name, payload }), answers[name]?.(payload) ?? {}),
    getChainId: () => 'eip155:31337',
    setChainId: () => {},
    abortPending: () => {},
    reveal: () => {},
    hide: () => {},
  } as unknown as FrameClient
}
