import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * Looks up the connected EVM account's name and avatar (blockchain API identity) so Account and
 * the connect button can show them instead of the address. A failed lookup leaves the address.
 */
export function watchIdentity(kit: WalletKitStores): () => void {
  let looked: string | undefined
  let stopped = false
  const check = (): void => {
    const { account, activeNamespace } = kit.connection.store.getState()
    const address = account?.status === 'connected' && activeNamespace === 'eip155' ? account.address : undefined
    if (!address || !activeNamespace || address === looked) {
      if (!address) looked = undefined
      return
    }
    looked = address
    void Promise.all([kit.clients.blockchainApi(), import('@/registry/lib/api/blockchain/fetch-identity')])
      .then(([api, { fetchIdentity }]) => fetchIdentity(api, { address, sender: address }))
      .then((identity) => {
        const current = kit.connection.store.getState().account
        if (stopped || current?.address !== address) return
        kit.connection.updateAccount(activeNamespace, {
          profileName: identity.name ?? undefined,
          profileImage: identity.avatar ?? undefined,
        })
      })
      .catch((error: unknown) => logger.warn('identity lookup failed', error))
  }
  const unsubscribe = kit.connection.store.subscribe(check)
  check()
  return () => {
    stopped = true
    unsubscribe()
  }
}
