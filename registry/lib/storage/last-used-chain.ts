import { z } from 'zod'
import { isChainNamespace } from '@/registry/lib/caip/is-chain-namespace'
import type { CaipNetworkId } from '@/registry/lib/caip/types'
import { readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

const caipNetworkIdSchema = z
  .string()
  .refine((value) => value.split(':').length === 2 && isChainNamespace(value.split(':')[0]) && value.split(':')[1] !== '')
  .transform((value) => value as CaipNetworkId)

/**
 * The last used chain as a CAIP-2 id (SPEC §4: updated after get-chain-id, switch-network and
 * connect; get-user falls back to it).
 */
export function getLastUsedChain(storage: SafeStorage = safeStorage): CaipNetworkId | undefined {
  return readStored(storage, storageKeys.lastUsedChain, caipNetworkIdSchema)
}

export function setLastUsedChain(caipNetworkId: CaipNetworkId | undefined, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.lastUsedChain, caipNetworkId)
}
