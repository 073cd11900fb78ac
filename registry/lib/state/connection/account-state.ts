import { formatCaipAddress } from '@/registry/lib/caip/format-caip-address'
import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { CaipAddress, ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { ConnectResult, Connector, ConnectorType } from '@/registry/lib/connectors/connector-interface'
import { logger } from '@/registry/lib/logger/logger'
import type { InitialConnection } from '@/registry/lib/state/connection/session-cookie'

// One namespace's account and the pure rules that build it; connection-store.ts holds the state.

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting'
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

export type ConnectionState = {
  /** Status of the active namespace. */
  status: ConnectionStatus
  activeNamespace: ChainNamespace | undefined
  /** The active namespace's account, mirrored from `accounts` for simple selectors. */
  account: AccountState | undefined
  accounts: Partial<Record<ChainNamespace, AccountState>>
}

/** SPEC §3 "Account" for one namespace. */
export type AccountState = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /**
   * SPEC §3 account records. Kept in memory only: on a reload the restoring connector reports
   * them again (with the keys the wallet gives then), so a stored copy could only go stale.
   */
  allAccounts: readonly {
    namespace: ChainNamespace
    address: string
    type: AccountType
    publicKey?: string | undefined
    path?: string | undefined
  }[]
  status: ConnectionStatus
  user?: { email?: string | null | undefined; username?: string | null | undefined } | undefined
  profileName?: string | undefined
  profileImage?: string | undefined
  preferredAccountType?: AccountType | undefined
  smartAccountDeployed?: boolean | undefined
  connectedWalletInfo?: { name: string; icon?: string | undefined; type: ConnectorType; rdns?: string | undefined } | undefined
  connectorId?: string | undefined
}

export const emptyAccount = (status: ConnectionStatus): AccountState => ({
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  status,
})

/**
 * The CAIP-10 id of an account on a chain: the one place the store builds it, so every
 * `caipAddress` it holds parses. Throws 'Invalid CAIP-10 address' / 'Invalid CAIP-2 network id'.
 */
export const caipAddressOf = (namespace: ChainNamespace, chainId: number | string, address: string): CaipAddress =>
  formatCaipAddress({ caipNetworkId: formatCaipNetworkId({ chainNamespace: namespace, chainId }), address })

/**
 * The accounts a page starts with: a returning visitor's last connection, `reconnecting` with its
 * address (so server HTML and the first paint show the account, not "Connect Wallet") until the
 * wallet confirms it or says no.
 */
export function initialAccounts(initial: InitialConnection | undefined): Partial<Record<ChainNamespace, AccountState>> {
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  for (const [namespace, known] of Object.entries(initial?.accounts ?? {}) as Array<
    [ChainNamespace, NonNullable<InitialConnection['accounts'][ChainNamespace]>]
  >) {
    const type: AccountType = namespace === 'bip122' ? 'payment' : 'eoa'
    let caipAddress: CaipAddress
    try {
      caipAddress = caipAddressOf(namespace, known.chainId, known.address)
    } catch (error) {
      // The marker is user input (a cookie): an account that is no CAIP-10 id is not shown.
      logger.warn('connection: initial account dropped', error)
      continue
    }
    accounts[namespace] = {
      address: known.address,
      caipAddress,
      allAccounts: [{ namespace, address: known.address, type }],
      status: 'reconnecting',
      connectorId: known.connectorId,
    }
  }
  return accounts
}

/** While a known account is being restored through the same wallet, it stays on screen; otherwise it starts empty. */
export const restoring = (current: AccountState | undefined, connectorId: string, status: ConnectionStatus): AccountState =>
  status === 'reconnecting' && current?.address && current.connectorId === connectorId ? { ...current, status } : emptyAccount(status)

/** What a wallet reports about its account on connect or restore. */
export type ReportedAccount = Pick<ConnectResult, 'address' | 'accounts' | 'chainId' | 'details'>

/** The account a wallet reported on connect (or on restore), as the store keeps it. */
export function connectedAccount(connector: Connector, result: ReportedAccount): AccountState {
  const details = result.details
  const typed = details?.accountTypes
  return {
    address: result.address,
    caipAddress: caipAddressOf(connector.chain, result.chainId, result.address),
    allAccounts: typed?.length
      ? typed.map(({ address, type, publicKey, path }) => ({
          namespace: connector.chain,
          address,
          type,
          ...(publicKey ? { publicKey } : {}),
          ...(path ? { path } : {}),
        }))
      : // SPEC §4 account types: bip122 accounts are payment accounts, the rest eoa unless typed.
        result.accounts.map((address) => ({
          namespace: connector.chain,
          address,
          type: connector.chain === 'bip122' ? ('payment' as const) : ('eoa' as const),
        })),
    ...(details?.user ? { user: details.user } : {}),
    ...(details?.preferredAccountType ? { preferredAccountType: details.preferredAccountType } : {}),
    ...(details?.smartAccountDeployed !== undefined ? { smartAccountDeployed: details.smartAccountDeployed } : {}),
    status: 'connected',
    connectedWalletInfo: {
      name: connector.name,
      icon: connector.imageUrl ?? connector.info?.icon,
      type: connector.type,
      rdns: connector.info?.rdns,
    },
    connectorId: connector.id,
  }
}
