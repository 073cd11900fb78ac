import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/caip-types'
import { nonEmptyString, plainObject, readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

export type ActiveConnectorIds = Partial<Record<ChainNamespace, string>>

function parseIds(value: unknown): ActiveConnectorIds | undefined {
  const record = plainObject(value)
  if (!record) return undefined
  const ids: ActiveConnectorIds = {}
  for (const [key, id] of Object.entries(record)) {
    const namespace = chainNamespaces.find((known) => known === key)
    const valid = nonEmptyString(id)
    // Anything this version did not write makes the whole value suspect.
    if (!namespace || !valid) return undefined
    ids[namespace] = valid
  }
  return ids
}

/**
 * The active connector id of each namespace (SPEC §3), so a reload reconnects every namespace
 * through the connector the user last chose. Unknown namespaces and empty ids are dropped.
 *
 * @example
 * setActiveConnectorId('eip155', 'io.metamask'); getActiveConnectorIds() // { eip155: 'io.metamask' }
 */
export function getActiveConnectorIds(storage: SafeStorage = safeStorage): ActiveConnectorIds {
  return readStored(storage, storageKeys.activeConnectorIds, parseIds) ?? {}
}

export function getActiveConnectorId(namespace: ChainNamespace, storage: SafeStorage = safeStorage): string | undefined {
  return getActiveConnectorIds(storage)[namespace]
}

/** Pass undefined to forget the namespace's connector (on disconnect). */
export function setActiveConnectorId(namespace: ChainNamespace, id: string | undefined, storage: SafeStorage = safeStorage): void {
  const next: ActiveConnectorIds = { ...getActiveConnectorIds(storage), [namespace]: id }
  if (id === undefined) delete next[namespace]
  storage.setJson(storageKeys.activeConnectorIds, Object.keys(next).length > 0 ? next : undefined)
}
