import { createStore } from 'zustand/vanilla'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

export type OwnedNamesState = {
  /** The account the names were asked for; lower-cased. */
  address: string | undefined
  /** Names registered to it (GET /v1/profile/reverse/{address}), in the service's order. */
  names: readonly string[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** NamesForAddressError ('Error fetching names for address', or the service's first reason). */
  error: unknown
}

const idle: OwnedNamesState = { address: undefined, names: [], status: 'idle', error: undefined }

function createOwnedNamesFlow(kit: WalletKitStores) {
  const store = createStore<OwnedNamesState>()(() => idle)
  // An answer for an account the user has since left is dropped.
  let generation = 0

  /** Reads the names registered to `address` (the client caches them 5 minutes, SPEC §9). */
  async function load(address: string): Promise<void> {
    const mine = ++generation
    const key = address.toLowerCase()
    store.setState({ address: key, status: 'loading', error: undefined, ...(store.getState().address === key ? {} : { names: [] }) })
    try {
      const [api, { reverseLookupName }] = await Promise.all([
        kit.clients.blockchainApi(),
        import('@/registry/lib/api/blockchain/reverse-lookup-name'),
      ])
      const names = (await reverseLookupName(api, { address })).map((profile) => profile.name)
      if (mine === generation) store.setState({ names, status: 'ready' })
    } catch (error) {
      if (mine === generation) store.setState({ names: [], status: 'error', error })
    }
  }

  return {
    store,
    load,
    retry: async () => {
      const { address } = store.getState()
      if (address) await load(address)
    },
  }
}

export type OwnedNamesFlow = ReturnType<typeof createOwnedNamesFlow>

/**
 * The names already registered to the connected account, for RegisterAccountName (so the user
 * sees what they own before registering another) and for hosts that list them.
 *
 * @example
 * await getOwnedNamesFlow(kit).load('0xabc…'); getOwnedNamesFlow(kit).store.getState().names
 */
export const getOwnedNamesFlow = /* @__PURE__ */ perKit((kit: WalletKitStores): OwnedNamesFlow => createOwnedNamesFlow(kit))

/** @deprecated The name before accessors were all `getXFlow`: use getOwnedNamesFlow. */
export const ownedNamesFlowFor = getOwnedNamesFlow
