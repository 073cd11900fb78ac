import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { ConnectorSection } from '@/registry/lib/state/wallets/connector-sections'
import type { ConnectorGroup } from '@/registry/lib/state/wallets/merge-connectors'

/**
 * The Connect view's sections narrowed to wallets that can connect on `namespace`: the
 * discovered connectors with a connector on it, and WalletConnect first when the kit has it
 * (`walletConnect`), since a phone wallet can be paired for that namespace alone, beside the
 * accounts already connected (even through another WalletConnect session). Catalogue entries are
 * left out: they open a pairing for the kit's every namespace, not this one.
 *
 * @example
 * scopeSections(sections, 'bip122', walletConnectGroup) // WalletConnect, then the Bitcoin wallets
 */
export function scopeSections(
  sections: readonly ConnectorSection[],
  namespace: ChainNamespace,
  walletConnect?: ConnectorGroup | undefined,
): ConnectorSection[] {
  const detected = sections
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) =>
          item.kind === 'connector' &&
          item.connector.type !== 'WALLET_CONNECT' &&
          item.connector.connectors.some((c) => c.chain === namespace),
      ),
    }))
    .filter((section) => section.items.length > 0)
  if (!walletConnect) return detected
  const item = {
    kind: 'connector' as const,
    key: `connector:${walletConnect.id}`,
    name: walletConnect.name,
    imageUrl: walletConnect.imageUrl,
    connector: walletConnect,
  }
  return [{ kind: 'walletConnect', items: [item] }, ...detected]
}
