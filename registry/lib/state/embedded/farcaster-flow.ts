import { createStore } from 'zustand/vanilla'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'

export type FarcasterState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'waiting'; url: string }
  | { status: 'connected' }
  | { status: 'error'; error: unknown }

function createFarcasterFlow(kit: WalletKitStores) {
  const store = createStore<FarcasterState>(() => ({ status: 'idle' }))
  let attempt = 0
  // The link being asked for. An attempt that starts while it is on its way (the view unmounted and
  // mounted again at once: React StrictMode, an Activity shown again) waits for it instead of asking
  // again: the frame waits on the last link it handed out, and two answers can arrive either way
  // round, so a second ask could leave the user approving a link nobody waits on.
  let linkOnItsWay: Promise<{ url: string }> | undefined
  const askLink = (auth: AuthConnector): Promise<{ url: string }> => {
    const asked = auth.getFarcasterUri().finally(() => {
      if (linkOnItsWay === asked) linkOnItsWay = undefined
    })
    linkOnItsWay = asked
    return asked
  }

  /**
   * Asks the frame for the Farcaster approval link, then waits for the user to approve it and
   * connects. A later `start` or `cancel` makes an earlier attempt's outcome irrelevant.
   */
  async function start(): Promise<void> {
    const mine = ++attempt
    const live = () => mine === attempt
    store.setState({ status: 'loading' })
    try {
      const auth = await getEmbeddedWallet(kit).load()
      const { url } = await (linkOnItsWay ?? askLink(auth))
      if (!live()) return
      store.setState({ status: 'waiting', url })
      // The approval can take minutes: the kit reads connecting only once it is given, and records
      // the account the frame answered with instead of asking for it again.
      const result = await auth.connectFarcaster()
      await kit.connection.connect(auth, { login: async () => result })
      if (live()) store.setState({ status: 'connected' })
    } catch (error) {
      if (live()) store.setState({ status: 'error', error })
    }
  }

  /** The view was left: forget the attempt (the router resets the link and reloads the frame). */
  function cancel(): void {
    attempt++
    store.setState({ status: 'idle' })
  }

  return { store, start, cancel }
}

export type FarcasterFlow = ReturnType<typeof createFarcasterFlow>
/**
 * Farcaster sign-in through the embedded wallet (SPEC §2/§4). Leaving the view while not
 * connected is handled by the router: it resets the link and reloads the frame after 100 ms.
 *
 * @example
 * void getFarcasterFlow(kit).start()
 */
export const getFarcasterFlow = /* @__PURE__ */ perKit((kit: WalletKitStores): FarcasterFlow => createFarcasterFlow(kit))
