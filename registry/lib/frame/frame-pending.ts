import type { AppRequestName } from '@/registry/lib/frame/schemas/app-messages'

export type PendingRequest = {
  name: AppRequestName
  /** The request's payload, so a caller can spare some requests (safe RPC methods) from an abort. */
  payload: unknown
  resolve(payload: unknown): void
  reject(error: unknown): void
}

/**
 * The open requests of one frame client, keyed by their random id. Settling removes the entry
 * first, so a late or duplicated reply for the same id finds nothing.
 */
export function createPendingRequests() {
  const open = new Map<string, PendingRequest & { cleanup(): void }>()
  return {
    add(id: string, request: PendingRequest, cleanup: () => void): void {
      open.set(id, { ...request, cleanup })
    },
    get(id: string): PendingRequest | undefined {
      return open.get(id)
    },
    resolve(id: string, payload: unknown): void {
      const entry = take(id)
      entry?.resolve(payload)
    },
    reject(id: string, error: unknown): void {
      const entry = take(id)
      entry?.reject(error)
    },
    /** Rejects every open request the predicate selects (all when omitted). */
    rejectWhere(error: (request: PendingRequest) => unknown, predicate: (request: PendingRequest) => boolean = () => true): void {
      for (const [id, entry] of [...open]) if (predicate(entry)) take(id)?.reject(error(entry))
    },
    /** The ids of the open requests, oldest first. */
    ids(): string[] {
      return [...open.keys()]
    },
    get size(): number {
      return open.size
    },
  }

  function take(id: string) {
    const entry = open.get(id)
    if (!entry) return undefined
    open.delete(id)
    entry.cleanup()
    return entry
  }
}
