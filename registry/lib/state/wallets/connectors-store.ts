import { createStore } from 'zustand/vanilla'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { getConnectorSections, type ConnectorSection, type SectionKind } from '@/registry/lib/state/wallets/connector-sections'
import { mergeConnectors, type ConnectorGroup } from '@/registry/lib/state/wallets/merge-connectors'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'
import { normalizeRecentWallets, type RecentWallet } from '@/registry/lib/storage/recent-wallets'

/** How long the Connect view waits for pending list sources before it shows what it has. */
export const WALLET_LISTS_WAIT_MS = 3_000

export type ConnectorsState = {
  connectors: readonly Connector[]
  /** Derived: connectors merged by name (kept in state so selectors return stable references). */
  groups: readonly ConnectorGroup[]
  /** Derived: the Connect view's sections. */
  sections: readonly ConnectorSection[]
  recent: readonly RecentWallet[]
  featured: readonly CatalogueWallet[]
  recommended: readonly CatalogueWallet[]
  custom: readonly CatalogueWallet[]
  excluded: readonly string[]
  sectionOrder: readonly SectionKind[] | undefined
  /** The host's featured wallet ids, for loadCatalogueWallets. */
  featuredWalletIds: readonly string[]
  walletConnectEnabled: boolean
  connectedThroughWalletConnect: boolean
  isMobile: boolean
  /**
   * How many sources are still filling the lists (discovery, the catalogue, WalletConnect's
   * connector). The Connect view waits for them, so a row never moves under a pointer.
   */
  pending: number
}

export type ConnectorsConfig = {
  customWallets?: readonly CatalogueWallet[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  sectionOrder?: readonly SectionKind[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  walletConnectEnabled?: boolean | undefined
  isMobile?: boolean | undefined
}

/**
 * Registered connectors and the wallet lists around them (recent, featured, recommended,
 * custom). Recent wallets are persisted, at most 2, newest first, without duplicate ids.
 *
 * @example
 * connectors.register(injected)
 * connectors.store.getState().sections
 */
export function createConnectors(config: ConnectorsConfig, dependencies: { persistence: StatePersistence }) {
  const base: Omit<ConnectorsState, 'groups' | 'sections'> = {
    connectors: [],
    recent: normalizeRecentWallets(dependencies.persistence.getRecentWallets()),
    featured: [],
    recommended: [],
    custom: config.customWallets ?? [],
    excluded: config.excludeWalletIds ?? [],
    sectionOrder: config.sectionOrder,
    featuredWalletIds: config.featuredWalletIds ?? [],
    walletConnectEnabled: config.walletConnectEnabled ?? true,
    connectedThroughWalletConnect: false,
    isMobile: config.isMobile ?? false,
    pending: 0,
  }
  const derive = (state: Omit<ConnectorsState, 'groups' | 'sections'>): ConnectorsState => {
    const groups = mergeConnectors(state.connectors)
    return { ...state, groups, sections: getConnectorSections({ ...state, groups, order: state.sectionOrder }) }
  }
  const store = createStore<ConnectorsState>()(() => derive(base))
  const update = (patch: Partial<Omit<ConnectorsState, 'groups' | 'sections'>>): void =>
    store.setState(derive({ ...store.getState(), ...patch }))

  function register(...connectors: Connector[]): void {
    const next = [...store.getState().connectors]
    for (const c of connectors) if (!next.some((existing) => existing.id === c.id && existing.chain === c.chain)) next.push(c)
    if (next.length !== store.getState().connectors.length) update({ connectors: next })
  }

  // Discovery re-reports its whole list (e.g. the window.ethereum fallback giving way to
  // announced wallets), so each source's previous connectors are replaced, not appended to.
  const bySource = new Map<string, readonly Connector[]>()
  function setDiscovered(source: string, connectors: readonly Connector[]): void {
    const previous = bySource.get(source) ?? []
    bySource.set(source, connectors)
    const kept = store.getState().connectors.filter((c) => !previous.includes(c))
    update({ connectors: [...kept, ...connectors.filter((c) => !kept.some((k) => k.id === c.id && k.chain === c.chain))] })
  }

  function unregister(id: string): void {
    update({ connectors: store.getState().connectors.filter((c) => c.id !== id) })
  }

  function getConnector(id: string, chain?: Connector['chain']): Connector | undefined {
    return store.getState().connectors.find((c) => c.id === id && (chain === undefined || c.chain === chain))
  }

  function addRecentWallet(wallet: RecentWallet): void {
    const recent = normalizeRecentWallets([wallet, ...store.getState().recent])
    dependencies.persistence.setRecentWallets(recent)
    update({ recent })
  }

  /** Counts `work` as filling the lists until it settles; a failure only ends it (the lists do without). */
  function track(work: Promise<unknown>): void {
    const step = (by: number) => () => update({ pending: store.getState().pending + by })
    step(1)()
    work.then(step(-1), step(-1))
  }

  return {
    store,
    register,
    track,
    setDiscovered,
    unregister,
    getConnector,
    addRecentWallet,
    setFeatured: (featured: readonly CatalogueWallet[]) => update({ featured }),
    setRecommended: (recommended: readonly CatalogueWallet[]) => update({ recommended }),
    setCustom: (custom: readonly CatalogueWallet[]) => update({ custom }),
    setExcluded: (excluded: readonly string[]) => update({ excluded }),
    setConnectedThroughWalletConnect: (connectedThroughWalletConnect: boolean) => update({ connectedThroughWalletConnect }),
  }
}

export type Connectors = ReturnType<typeof createConnectors>
