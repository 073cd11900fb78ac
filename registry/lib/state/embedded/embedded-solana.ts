import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import type { Network } from '@/registry/lib/chains/chain-types'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * The embedded wallet's Solana account follows its login (SPEC §1: the embedded wallet serves
 * eip155 and solana). Each time the wallet connects (e-mail code, social, Farcaster, a restore on
 * reload) and the embedded wallet's networks (`networks`, the kit's unless the host narrowed them) include a Solana one, the Solana account is read from the frame
 * (GET_USER with that network's id) and joins the connection beside the eip155 one. The namespace
 * the user was looking at stays shown: on an EVM network the Solana account waits (picking a Solana
 * network shows it at once), on a Solana network it is the one shown. The app's Solana signer and
 * Send reach it. A Solana wallet the user connected on its own keeps the namespace.
 *
 * @example
 * kit.connectors.register(auth); followSolanaAccount(kit, auth, networks)
 */
export function followSolanaAccount(kit: WalletKitStores, auth: AuthConnector, networks: readonly Network[]): void {
  if (!networks.some((n) => n.chainNamespace === 'solana')) return
  kit.connectors.register(auth.solana)
  auth.events.on('connect', () => {
    const network = kit.networks.getActiveNetwork('solana')
    // Read before the eip155 account is recorded (this event comes first): a user who was looking at
    // Solana when they signed in (a Solana-first app, or a reload left there) stays on Solana.
    const onSolana = kit.networks.store.getState().activeNamespace === 'solana'
    auth.solana.connect({ chainId: network?.id }).then(
      (result) => {
        kit.connection.addSessionAccount(auth.solana, result)
        const shown = kit.networks.getActiveNetwork('solana')
        if (onSolana && shown && kit.connection.store.getState().accounts.solana?.connectorId === AUTH_CONNECTOR_ID)
          kit.networks.setActive(shown)
        // Recorded like a connected wallet, so a reload on a Solana network comes back to it.
        if (kit.connection.store.getState().accounts.solana?.connectorId === AUTH_CONNECTOR_ID)
          kit.persistence.setActiveConnectorId('solana', AUTH_CONNECTOR_ID)
      },
      (error: unknown) => logger.warn('the embedded wallet has no Solana account', error),
    )
  })
}
