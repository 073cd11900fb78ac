import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** A stored value is kept only when it is a CAIP-2 id by lib/caip's rules; anything else reads as none. */
function storedCaipNetworkId(value: unknown): CaipNetworkId | undefined {
  try {
    return parseCaipNetworkId(value).caipNetworkId
  } catch {
    return undefined
  }
}

/**
 * The last used chain as a CAIP-2 id (SPEC §4: updated after get-chain-id, switch-network and
 * connect; get-user falls back to it).
 */
export function getLastUsedChain(storage: SafeStorage = safeStorage): CaipNetworkId | undefined {
  return readStored(storage, storageKeys.lastUsedChain, storedCaipNetworkId)
}

export function setLastUsedChain(caipNetworkId: CaipNetworkId | undefined, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.lastUsedChain, caipNetworkId)
}
