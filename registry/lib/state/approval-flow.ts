import { createStore } from 'zustand/vanilla'
import type { RequestArguments } from '@/registry/lib/connectors/types'

export type ApprovalState = { pending: RequestArguments | null }

/**
 * Holds the unsafe request waiting for the user (one at a time, in order). The auth connector's
 * `approve` hook is `queue.approve`; the ApproveTransaction view shows `pending` and answers.
 *
 * @example
 * const queue = createApprovalQueue({ onRequest: () => router.push('ApproveTransaction') })
 * createAuthConnector({ ..., approve: queue.approve })
 */
export function createApprovalQueue(options: { onRequest?: ((request: RequestArguments) => void) | undefined } = {}) {
  const store = createStore<ApprovalState>(() => ({ pending: null }))
  const waiting: Array<{ request: RequestArguments; resolve(ok: boolean): void }> = []

  function showNext(): void {
    const next = waiting[0]
    store.setState({ pending: next?.request ?? null })
    if (next) options.onRequest?.(next.request)
  }

  return {
    store,
    approve(request: RequestArguments): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        waiting.push({ request, resolve })
        if (waiting.length === 1) showNext()
      })
    },
    /** The user's answer to the request on screen. */
    answer(ok: boolean): void {
      const current = waiting.shift()
      current?.resolve(ok)
      showNext()
    },
    /** Declines everything waiting (the modal closed). */
    rejectAll(): void {
      for (const entry of waiting.splice(0)) entry.resolve(false)
      store.setState({ pending: null })
    },
  }
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>
