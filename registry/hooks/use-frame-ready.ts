'use client'

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { FrameLoadError } from '@/registry/lib/errors/frame'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'

type ReadyWatch = Pick<FrameClient, 'isReady' | 'onReadyChange' | 'ready'>

/**
 * Whether the secure frame has said READY, for controls that cannot wait for it after the
 * click: a social sign-in opens its popup in the click itself, and a popup opened while the
 * frame still loads cost the app the frame's READY (Chromium under load, 1 run in 10).
 * `error` is SPEC §8 'Unable to load email login dependency' once the 20 s wait has run out;
 * `retry` waits again, which loads the frame again.
 *
 * @example
 * const { ready, error, retry } = useFrameReady(connector?.frame ?? null)
 */
export function useFrameReady(frame: ReadyWatch | null): { ready: boolean; error: FrameLoadError | null; retry: () => void } {
  const subscribe = useCallback((onChange: () => void) => (frame ? frame.onReadyChange(onChange) : () => {}), [frame])
  const ready = useSyncExternalStore(
    subscribe,
    () => frame?.isReady ?? false,
    () => false,
  )
  const [error, setError] = useState<FrameLoadError | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!frame || frame.isReady) return
    let live = true
    frame.ready.then(
      () => live && setError(null),
      (failure: unknown) => {
        if (live) setError(failure instanceof FrameLoadError ? failure : new FrameLoadError({ details: String(failure), cause: failure }))
      },
    )
    return () => {
      live = false
    }
    // `attempt`: Try again starts a new wait (the frame is loaded again).
  }, [frame, attempt])
  const retry = useCallback(() => {
    setError(null)
    setAttempt((count) => count + 1)
  }, [])
  return { ready, error: ready ? null : error, retry }
}
