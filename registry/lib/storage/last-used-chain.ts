import { isChainNamespace } from '@/registry/lib/caip/is-chain-namespace'
import type { CaipNetworkId } from '@/registry/lib/caip/types'
import { readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

function parseCaipNetworkId(value: unknown): CaipNetworkId | undefined {
  if (typeof value !== 'string') return undefined
  const [namespace, reference, ...rest] = value.split(':')
  return isChainNamespace(namespace) && reference && referencePattern.test(reference) && rest.length === 0 ? (value as CaipNetworkId) : undefined
}

/**
 * The last used chain as a CAIP-2 id (SPEC §4: updated after get-chain-id, switch-network and
 * connect; get-user falls back to it).
 */
export function getLastUsedChain(storage: SafeStorage = safeStorage): CaipNetworkId | undefined {
  return readStored(storage, storageKeys.lastUsedChain, parseCaipNetworkId)
}

export function setLastUsedChain(caipNetworkId: CaipNetworkId | undefined, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.lastUsedChain, caipNetworkId)
}
