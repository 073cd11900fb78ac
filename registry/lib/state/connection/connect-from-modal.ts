import type { Connector } from '@/registry/lib/connectors/connector-interface'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * Connects a wallet picked in the modal, then closes the modal, unless the wallet is on a
 * network the app does not support: the modal then stays open on UnsupportedChain so the user
 * can switch. The one "connect then close" rule of every connecting view; a failure rethrows
 * and leaves the modal open for the view's error.
 *
 * @example
 * await connectFromModal(kit, connector)
 */
export async function connectFromModal(
  kit: Pick<WalletKitStores, 'connection' | 'networks' | 'modal'>,
  connector: Connector,
): Promise<void> {
  await kit.connection.connect(connector)
  if (!kit.networks.store.getState().unsupported) kit.modal.close()
}
