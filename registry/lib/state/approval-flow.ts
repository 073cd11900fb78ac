import { createStore } from 'zustand/vanilla'
import type { RequestArguments } from '@/registry/lib/connectors/types'

/** The request on screen: an id to answer it by, and a frozen copy of what will be sent. */
export type PendingApproval = { id: number; request: Readonly<RequestArguments> }
export type ApprovalState = { pending: PendingApproval | null }

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

// The copy on screen and the copy sent are the same frozen object, so nothing the host page does
// after the user has read it (a mutated params array) can change what gets signed.
function freezeRequest(request: RequestArguments): Readonly<RequestArguments> {
  return deepFreeze(structuredClone({ method: request.method, params: request.params }))
}

/**
 * Holds the unsafe requests of the embedded wallet waiting for the user, one on screen at a
 * time, in order. The auth connector's `approve` hook is `flow.approve`; the ApproveTransaction
 * view shows `pending` and answers with its id, so a late or repeated click can only answer the
 * request that was on screen when it was made.
 *
 * @example
 * const approvals = createApprovalFlow({ onRequest: () => router.push('ApproveTransaction') })
 * createAuthConnector({ ..., approve: approvals.approve })
 */
export function createApprovalFlow(options: { onRequest?: ((pending: PendingApproval) => void) | undefined } = {}) {
  const store = createStore<ApprovalState>(() => ({ pending: null }))
  const waiting: Array<{ pending: PendingApproval; resolve(ok: boolean): void }> = []
  let nextId = 1

  function showNext(): void {
    const next = waiting[0]
    store.setState({ pending: next?.pending ?? null })
    if (next) options.onRequest?.(next.pending)
  }

  return {
    store,
    /** Queues `request` and resolves with the user's answer; the request is frozen from here on. */
    approve(request: RequestArguments): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        waiting.push({ pending: { id: nextId++, request: freezeRequest(request) }, resolve })
        if (waiting.length === 1) showNext()
      })
    },
    /** The frozen request that `approve` will let through once answered (what the frame is sent). */
    current: (): Readonly<RequestArguments> | undefined => waiting[0]?.pending.request,
    /** The user's answer to the request with `id`; ignored unless that request is on screen. */
    answer(id: number, ok: boolean): void {
      if (waiting[0]?.pending.id !== id) return
      waiting.shift()?.resolve(ok)
      showNext()
    },
    /** Declines everything waiting (the modal closed, the user disconnected). */
    rejectAll(): void {
      for (const entry of waiting.splice(0)) entry.resolve(false)
      store.setState({ pending: null })
    },
  }
}

export type ApprovalFlow = ReturnType<typeof createApprovalFlow>
