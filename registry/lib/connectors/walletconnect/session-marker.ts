import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/caip-types'
import { nonEmptyString, plainObject, readStored } from '@/registry/lib/storage/read-stored'
import { createSafeStorage, safeStorage, type KeyValueStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'
import type { SessionSet } from '@/registry/lib/connectors/walletconnect/session-set'

/** The Web Storage subset the marker needs; localStorage satisfies it. */
export type MarkerStorage = KeyValueStorage

/**
 * `topic`: the session the connector's own namespace used; `topics`: every session held (a second
 * one paired for another namespace), so a reload restores them all; `released`: namespaces the user
 * disconnected while their session stayed for others, so a reload does not bring them back.
 */
export type SessionMarker = {
  topic: string
  chainId?: number | string | undefined
  topics?: string[] | undefined
  released?: ChainNamespace[] | undefined
}

const isNamespace = (value: unknown): value is ChainNamespace => (chainNamespaces as readonly unknown[]).includes(value)

function parseMarker(value: unknown): SessionMarker | undefined {
  const record = plainObject(value)
  const topic = nonEmptyString(record?.['topic'])
  if (!record || !topic) return undefined
  const chainId = record['chainId']
  if (chainId !== undefined && typeof chainId !== 'number' && typeof chainId !== 'string') return undefined
  const topics = record['topics']
  const listed = Array.isArray(topics) ? topics.filter((each): each is string => typeof each === 'string' && each.length > 0) : undefined
  const released = Array.isArray(record['released']) ? record['released'].filter(isNamespace) : []
  return { topic, chainId, ...(listed?.length ? { topics: listed } : {}), ...(released.length ? { released } : {}) }
}

/**
 * Remembers which session topic and chain the kit last used, so that on reload it knows whether
 * importing sign-client is worth it. Storage failures are logged and swallowed (SPEC §8).
 */
export function createSessionMarker(resolve?: () => MarkerStorage | undefined) {
  const storage: SafeStorage = resolve ? createSafeStorage(resolve) : safeStorage
  return {
    get: (): SessionMarker | undefined => readStored(storage, storageKeys.walletConnectSession, parseMarker),
    set: (marker: SessionMarker): void => storage.setJson(storageKeys.walletConnectSession, marker),
    clear: (): void => storage.removeItem(storageKeys.walletConnectSession),
  }
}

export type SessionMarkerStore = ReturnType<typeof createSessionMarker>

/**
 * What to remember of `sessions`: the primary namespace's session (else the first held) and its
 * chain, every topic, and the released namespaces; undefined when no session is held.
 *
 * @example
 * const next = markerOf(sessions, 'eip155'); next ? marker.set(next) : marker.clear()
 */
export function markerOf(sessions: SessionSet, primary: ChainNamespace): SessionMarker | undefined {
  const all = sessions.all()
  const first = sessions.of(primary) ?? all[0]
  if (!first) return undefined
  const released = sessions.released()
  return {
    topic: first.topic,
    chainId: sessions.network(primary)?.id,
    topics: all.map((each) => each.topic),
    ...(released.length ? { released } : {}),
  }
}
