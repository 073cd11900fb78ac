import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import type { ConnectorGroup } from '@/registry/lib/state/wallets/merge-connectors'
import type { RecentWallet } from '@/registry/lib/storage/recent-wallets'

export type SectionKind = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'
export const defaultSectionOrder: readonly SectionKind[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** A wallet's in-app browser (a phone with an injected wallet): that wallet first, then the rest in SPEC order. */
export const inAppBrowserSectionOrder: readonly SectionKind[] = ['injected', ...defaultSectionOrder.filter((kind) => kind !== 'injected')]

export const FEATURED_LIMIT = 4
export const RECOMMENDED_LIMIT = 4

export type WalletListItem =
  | { kind: 'connector'; key: string; name: string; imageUrl?: string | undefined; rdns?: string | undefined; connector: ConnectorGroup }
  | {
      kind: 'wallet'
      key: string
      name: string
      imageUrl?: string | undefined
      rdns?: string | undefined
      wallet: CatalogueWallet | RecentWallet
    }

export type ConnectorSection = { kind: SectionKind; items: readonly WalletListItem[] }

export type SectionsInput = {
  groups: readonly ConnectorGroup[]
  recent: readonly RecentWallet[]
  featured: readonly CatalogueWallet[]
  recommended: readonly CatalogueWallet[]
  custom: readonly CatalogueWallet[]
  excluded: readonly string[]
  walletConnectEnabled: boolean
  connectedThroughWalletConnect: boolean
  isMobile: boolean
  order?: readonly SectionKind[] | undefined
}

const fromGroup = (group: ConnectorGroup): WalletListItem => ({
  kind: 'connector',
  key: `connector:${group.id}`,
  name: group.name,
  imageUrl: group.imageUrl,
  rdns: group.rdns,
  connector: group,
})
const fromWallet = (wallet: CatalogueWallet | RecentWallet): WalletListItem => ({
  kind: 'wallet',
  key: `wallet:${wallet.id}`,
  name: wallet.name ?? wallet.id,
  imageUrl: 'imageUrl' in wallet ? wallet.imageUrl : 'image_url' in wallet ? (wallet.image_url ?? undefined) : undefined,
  rdns: wallet.rdns ?? undefined,
  wallet,
})

/**
 * Builds the Connect view's sections in SPEC §2 order (or the host's), hiding excluded wallets
 * (id, rdns or case-insensitive name) and listing each wallet once, in its first section.
 */
export function getConnectorSections(input: SectionsInput): ConnectorSection[] {
  const excluded = new Set(input.excluded.map((entry) => entry.toLowerCase()))
  const isExcluded = (item: WalletListItem): boolean =>
    excluded.has(item.name.toLowerCase()) ||
    (item.rdns !== undefined && excluded.has(item.rdns.toLowerCase())) ||
    (item.kind === 'wallet' ? excluded.has(item.wallet.id.toLowerCase()) : excluded.has(item.connector.id.toLowerCase()))
  // Injected wallets without an rdns are the generic window.ethereum; on desktop it is noise.
  const isHiddenBrowserWallet = (group: ConnectorGroup): boolean => !input.isMobile && group.name === 'Browser Wallet' && !group.rdns

  const build: Record<SectionKind, () => WalletListItem[]> = {
    walletConnect: () =>
      input.walletConnectEnabled && !input.connectedThroughWalletConnect
        ? input.groups.filter((g) => g.type === 'WALLET_CONNECT').map(fromGroup)
        : [],
    recent: () =>
      input.recent.map((wallet) => {
        const group = input.groups.find((g) => g.id === wallet.id || (wallet.rdns !== undefined && g.rdns === wallet.rdns))
        return group ? fromGroup(group) : fromWallet(wallet)
      }),
    injected: () =>
      input.groups.filter((g) => ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'].includes(g.type) && !isHiddenBrowserWallet(g)).map(fromGroup),
    featured: () => input.featured.slice(0, FEATURED_LIMIT).map(fromWallet),
    custom: () => input.custom.map(fromWallet),
    external: () => input.groups.filter((g) => g.type === 'EXTERNAL').map(fromGroup),
    recommended: () => input.recommended.slice(0, RECOMMENDED_LIMIT).map(fromWallet),
  }

  const seen = new Set<string>()
  const identities = (item: WalletListItem): string[] =>
    [
      item.kind === 'wallet' ? `id:${item.wallet.id}` : `id:${item.connector.id}`,
      item.rdns && `rdns:${item.rdns}`,
      `name:${item.name.toLowerCase()}`,
    ].filter((x): x is string => !!x)
  const sections: ConnectorSection[] = []
  // A host's order wins; otherwise a phone whose page has an injected wallet is inside that wallet's app.
  const inAppBrowser = input.isMobile && build.injected().length > 0
  for (const kind of input.order ?? (inAppBrowser ? inAppBrowserSectionOrder : defaultSectionOrder)) {
    const items = build[kind]().filter((item) => {
      if (isExcluded(item) || identities(item).some((id) => seen.has(id))) return false
      identities(item).forEach((id) => seen.add(id))
      return true
    })
    if (items.length) sections.push({ kind, items })
  }
  return sections
}
