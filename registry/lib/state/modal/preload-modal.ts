import { warmDiscovery } from '@/registry/lib/state/wallets/start-discovery'
import { ensureWalletConnectConnector } from '@/registry/lib/state/connection/start-walletconnect'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

type CodeLoader = () => Promise<unknown>

// The modal's components register how to fetch their code; state has no React and imports none of it.
const codeLoaders = new WeakMap<WalletKitStores, Set<CodeLoader>>()

/**
 * Registers how the modal's code is fetched (the modal component does, when it mounts), so a
 * preload asked from elsewhere (the connect button's intent) fetches it too. Returns the
 * function that unregisters it.
 */
export function registerModalCode(kit: WalletKitStores, load: CodeLoader): () => void {
  const loaders = codeLoaders.get(kit) ?? new Set<CodeLoader>()
  codeLoaders.set(kit, loaders)
  loaders.add(load)
  return () => void loaders.delete(load)
}

/**
 * Starts everything the Connect view's first open needs at once instead of each part waiting for
 * the one that imports it: the modal's registered code, wallet discovery (its code and schemas),
 * the featured/recommended catalogue request with the catalogue client, and the WalletConnect
 * connector. Safe to call any number of times (idle, intent, open): each part runs once per kit,
 * and a failed part is left for the open to retry.
 */
export function preloadModal(kit: WalletKitStores): void {
  for (const load of codeLoaders.get(kit) ?? []) void load().catch(() => undefined)
  warmDiscovery(kit)
  void ensureWalletConnectConnector(kit).catch(() => undefined)
}
