import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import type { Connector, ConnectorEvents } from '@/registry/lib/connectors/connector-interface'
import { ExternalConnectorError } from '@/registry/lib/errors/connector'

/** The catalogue fields a connector needs (SPEC §3 "Wallet catalogue entry"); custom wallets use the same shape. */
export type CatalogueWallet = {
  id: string
  name: string
  image_id?: string | null | undefined
  image_url?: string | null | undefined
  rdns?: string | null | undefined
  chains?: readonly string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  /** The wallet's App Store and Play Store pages (API.md WcWallet), offered on a phone that lacks the app. */
  app_store?: string | null | undefined
  play_store?: string | null | undefined
}

export type DeepLinkTarget = 'mobile' | 'desktop' | 'webapp'

/**
 * A catalogue or custom wallet as a Connector of type EXTERNAL. It holds links only: the
 * session itself comes from WalletConnect once the wallet opens the URI, so connecting here
 * throws and the view opens a deep link instead.
 *
 * @example
 * const connector = createExternalConnector(wallet)
 */
export function createExternalConnector(
  wallet: CatalogueWallet,
  chain: ChainNamespace = 'eip155',
): Connector & { wallet: CatalogueWallet } {
  const events = createEmitter<ConnectorEvents>()
  const unsupported = (method: string) => () => Promise.reject(new ExternalConnectorError(method))
  return {
    id: wallet.id,
    name: wallet.name,
    type: 'EXTERNAL',
    chain,
    imageUrl: wallet.image_url ?? undefined,
    imageId: wallet.image_id ?? undefined,
    explorerId: wallet.id,
    info: { rdns: wallet.rdns ?? undefined, name: wallet.name },
    events,
    wallet,
    connect: unsupported('connect'),
    disconnect: async () => events.emit('disconnect'),
    getAccounts: async () => [],
    getChainId: unsupported('getChainId'),
    switchChain: unsupported('switchChain'),
  }
}
