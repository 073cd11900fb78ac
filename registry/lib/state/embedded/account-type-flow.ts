import { createStore } from 'zustand/vanilla'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { perKit } from '@/registry/lib/state/start/per-kit'

export type EmbeddedAccountType = 'eoa' | 'smartAccount'
export type AccountTypeState = { type: EmbeddedAccountType | undefined; busy: boolean; error: unknown }

function createAccountTypeFlow(kit: WalletKitStores) {
  const store = createStore<AccountTypeState>(() => ({ type: undefined, busy: false, error: null }))

  /** Asks the frame for the other account type; the connector falls back to eoa when refused (SPEC §4). */
  async function switchTo(type: EmbeddedAccountType): Promise<void> {
    if (store.getState().busy) return
    store.setState({ busy: true, error: null })
    try {
      const auth = await getEmbeddedWallet(kit).load()
      const result = await auth.setPreferredAccount(type)
      store.setState({ type: result.type === 'smartAccount' ? 'smartAccount' : 'eoa', busy: false })
    } catch (error) {
      store.setState({ busy: false, error })
    }
  }

  return { store, switchTo, setKnown: (type: EmbeddedAccountType) => store.setState({ type }) }
}

export type AccountTypeFlow = ReturnType<typeof createAccountTypeFlow>
/**
 * The embedded wallet's account type switch (eoa / smart account).
 *
 * @example
 * await getAccountTypeFlow(kit).switchTo('eoa')
 */
export const getAccountTypeFlow = /* @__PURE__ */ perKit((kit: WalletKitStores): AccountTypeFlow => createAccountTypeFlow(kit))
