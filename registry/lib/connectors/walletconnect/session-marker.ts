import { z } from 'zod'
import { logger } from '@/registry/lib/logger/logger'
import { SESSION_MARKER_KEY } from '@/registry/lib/connectors/walletconnect/constants'

/** The Web Storage subset the marker needs; localStorage satisfies it. */
export type MarkerStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }

const markerSchema = z.object({ topic: z.string().min(1), chainId: z.union([z.number(), z.string()]).optional() })
export type SessionMarker = z.infer<typeof markerSchema>

function pageStorage(): MarkerStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch (error) {
    // Sandboxed frames throw on the mere access; without storage there is simply nothing to restore.
    logger.error('localStorage is not accessible', error)
    return undefined
  }
}

/**
 * Remembers which session topic and chain the kit last used, so that on reload it knows whether
 * importing sign-client is worth it. Storage failures are logged and swallowed (SPEC §8).
 */
export function createSessionMarker(resolve: () => MarkerStorage | undefined = pageStorage) {
  const run = <T>(what: string, fallback: T, action: (storage: MarkerStorage) => T): T => {
    try {
      const storage = resolve()
      return storage ? action(storage) : fallback
    } catch (error) {
      logger.error(`walletconnect session marker ${what} failed`, error)
      return fallback
    }
  }
  return {
    get: (): SessionMarker | undefined =>
      run('read', undefined, (storage) => {
        const raw = storage.getItem(SESSION_MARKER_KEY)
        if (raw === null) return undefined
        const parsed = markerSchema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : undefined
      }),
    set: (marker: SessionMarker): void => run('write', undefined, (storage) => storage.setItem(SESSION_MARKER_KEY, JSON.stringify(marker))),
    clear: (): void => run('remove', undefined, (storage) => storage.removeItem(SESSION_MARKER_KEY)),
  }
}

export type SessionMarkerStore = ReturnType<typeof createSessionMarker>
