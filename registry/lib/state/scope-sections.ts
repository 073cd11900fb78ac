import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { ConnectorSection } from '@/registry/lib/state/connector-sections'

/**
 * The Connect view's sections narrowed to wallets that can connect on `namespace`: the
 * discovered connectors with a connector on it. Catalogue entries are left out, since they
 * connect through WalletConnect on the kit's first namespace, not necessarily this one.
 *
 * @example
 * scopeSections(sections, 'bip122') // only the Bitcoin wallets
 */
export function scopeSections(sections: readonly ConnectorSection[], namespace: ChainNamespace): ConnectorSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => item.kind === 'connector' && item.connector.connectors.some((c) => c.chain === namespace)) }))
    .filter((section) => section.items.length > 0)
}
