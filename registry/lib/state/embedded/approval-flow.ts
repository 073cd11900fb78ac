import { createStore } from 'zustand/vanilla'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'

/** The request on screen: an id, the frozen request the frame was sent, and the chain it is asked on. */
export type PendingApproval = { id: number; request: Readonly<RequestArguments>; chain: string | undefined }
export type ApprovalState = { pending: PendingApproval | null }

export type ApprovalFlowOptions = {
  /** The first request of a run arrived (nothing was waiting): show the ApproveTransaction view. */
  onRequest?: ((pending: PendingApproval) => void) | undefined
  /** The name of the chain the frame signs `request` on (its namespace's network), shown beside it. */
  chainName?: ((request: Readonly<RequestArguments>) => string | undefined) | undefined
  /** The user left (modal closed, disconnect): abort the requests the frame is still asking about. */
  onAbort?: (() => void) | undefined
}

/**
 * The unsafe requests of the embedded wallet the secure frame is asking the user about, oldest
 * first (the frame asks in the same order). The decision is the user's click inside the frame
 * (issue 10): this flow only tells the host what to show while the frame asks. The auth
 * connector's `approve` hook is `flow.approve` (it lets the request through at once) and its
 * `onRequestSettled` calls `flow.settle` with the same frozen request object.
 *
 * @example
 * const approvals = createApprovalFlow({ onRequest: () => router.push('ApproveTransaction') })
 * createAuthConnector({ ..., approve: approvals.approve, onRequestSettled: (o) => o.request && approvals.settle(o.request) })
 */
export function createApprovalFlow(options: ApprovalFlowOptions = {}) {
  const store = createStore<ApprovalState>(() => ({ pending: null }))
  const waiting: PendingApproval[] = []
  let nextId = 1

  return {
    store,
    /** Shows `request` (frozen by the connector: what is displayed is what the frame was sent); the frame decides. */
    approve(request: Readonly<RequestArguments>): Promise<boolean> {
      const pending: PendingApproval = { id: nextId++, request, chain: options.chainName?.(request) }
      waiting.push(pending)
      if (waiting.length === 1) {
        store.setState({ pending })
        options.onRequest?.(pending)
      }
      return Promise.resolve(true)
    },
    /** `request` settled (signed, rejected in the frame, failed); returns whether nothing is left waiting. */
    settle(request: Readonly<RequestArguments>): boolean {
      const index = waiting.findIndex((entry) => entry.request === request)
      // A request abandoned by rejectAll (the modal closed) settles late: it must not touch the
      // router any more, or it would close a modal the user has opened since.
      if (index < 0) return false
      waiting.splice(index, 1)
      store.setState({ pending: waiting[0] ?? null })
      return waiting.length === 0
    },
    /** The user left: nothing is shown any more and the frame stops asking. */
    rejectAll(): void {
      const had = waiting.length > 0
      waiting.splice(0)
      store.setState({ pending: null })
      if (had) options.onAbort?.()
    },
  }
}

export type ApprovalFlow = ReturnType<typeof createApprovalFlow>
