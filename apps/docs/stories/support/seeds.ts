import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/walletconnect-constants'
import { createWalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import type { RouterData, ViewName } from '@/registry/lib/state/modal/router-store'
import { browserWallets, featuredWallets, fixtureWalletConnectClient, networks, recommendedWallets } from './fixtures'

// Seeds: fixture data put into the stores through their public actions, composed per story.

/** The WalletConnect connector over an in-memory sign-client (no relay). */
export function registerWalletConnect(kit: WalletKit): void {
  if (kit.connectors.getConnector(WALLETCONNECT_CONNECTOR_ID)) return
  kit.connectors.register(
    createWalletConnectConnector({
      projectId: 'walletkit-docs',
      relayUrl: 'ws://127.0.0.1:1',
      networks,
      loadClient: async () => fixtureWalletConnectClient(),
      markerStorage: () => undefined,
    }),
  )
}

/** Two browser wallets, a recent wallet, and the featured and recommended catalogue wallets. */
export function withWallets(kit: WalletKit): void {
  kit.connectors.register(browserWallets.devnet(), browserWallets.rabby())
  kit.connectors.setFeatured(featuredWallets)
  kit.connectors.setRecommended(recommendedWallets)
}

export function withRecent(kit: WalletKit): void {
  const [first] = recommendedWallets
  if (first) kit.connectors.addRecentWallet({ id: first.id, name: first.name, imageUrl: first.image_url ?? undefined })
}

/** Connects a fixture wallet (on its chain; 1 unless told) through the connection store. */
export async function connected(kit: WalletKit, connector: Connector = browserWallets.devnet()): Promise<void> {
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
}

/** The router on `view`, as the modal would show it. */
export function showing(kit: WalletKit, view: ViewName, data?: RouterData): void {
  kit.router.reset(view, data)
}

/** Runs several seeds in order. */
export function seeds(...steps: Array<(kit: WalletKit) => void | Promise<void>>) {
  return async (kit: WalletKit): Promise<void> => {
    for (const step of steps) await step(kit)
  }
}
