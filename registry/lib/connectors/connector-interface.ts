import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { Emitter } from '@/registry/lib/connectors/emitter'

/** SPEC §3 connector types. */
export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'AUTH' | 'WALLET_CONNECT'

export type RequestArguments = { method: string; params?: readonly unknown[] | Record<string, unknown> | undefined }

/** A connected wallet's request function (a connector's `request`, bound): what flows send through. */
export type WalletRequest = (args: RequestArguments) => Promise<unknown>

/** The EIP-1193 surface walletkit relies on. */
export type Eip1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** What an embedded wallet knows about its user and accounts (SPEC §3 Account, frame user). */
export type ConnectedAccountDetails = {
  user?: { email?: string | null | undefined; username?: string | null | undefined } | undefined
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  smartAccountDeployed?: boolean | undefined
  /**
   * Each account with its type (plain `accounts` are eoa), and its public key (hex) and derivation
   * path where the wallet reports them (SPEC §3 account records).
   */
  accountTypes?:
    | ReadonlyArray<{
        address: string
        type: 'eoa' | 'smartAccount' | 'payment'
        publicKey?: string | undefined
        path?: string | undefined
      }>
    | undefined
}

export type ConnectResult = {
  /** The active account, plain (not CAIP). */
  address: string
  /** Numeric for eip155, the CAIP-2 reference otherwise. */
  chainId: number | string
  accounts: readonly string[]
  /** Filled by connectors that know more than addresses (the embedded wallet). */
  details?: ConnectedAccountDetails | undefined
}

export type ConnectorEvents = {
  /** `details`: what the wallet told about the new accounts (types, keys), where it says more than addresses. */
  accountsChanged: [accounts: readonly string[], details?: ConnectedAccountDetails]
  chainChanged: [chainId: number | string]
  connect: [result: ConnectResult]
  disconnect: []
  /** Connector-specific notices (e.g. a WalletConnect URI to show as a QR). */
  message: [message: { type: string; data?: unknown }]
}

/**
 * A way to reach a wallet (SPEC §3 "Connector"). One object per wallet and namespace; the
 * connectors store merges same-named connectors across namespaces into MULTI_CHAIN.
 */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined; name?: string | undefined; icon?: string | undefined } | undefined
  provider?: Eip1193Provider | unknown
  events: Emitter<ConnectorEvents>
  connect(parameters?: { chainId?: number | string | undefined }): Promise<ConnectResult>
  disconnect(): Promise<void>
  /**
   * Disconnects `chain` alone, for a connector whose wallet serves several namespaces at once
   * (WalletConnect); disconnect() ends the wallet for all of them. Absent: disconnect() is it.
   */
  disconnectNamespace?(): Promise<void>
  getAccounts(): Promise<readonly string[]>
  getChainId(): Promise<number | string>
  switchChain(network: Network): Promise<void>
  request?(args: RequestArguments): Promise<unknown>
  /** Restores a session kept by the wallet itself without a prompt; undefined when there is none. */
  resume?(): Promise<ConnectResult | undefined>
}

/** What the kit hands a host's connector factory when it starts. */
export type ConnectorFactoryContext = {
  /** The kit's configured networks, every namespace. */
  networks: readonly Network[]
}

/**
 * A connector of the host's own: a function the kit calls once when it starts (in the browser,
 * never during server rendering) that returns one Connector per namespace it serves, the same
 * interface the kit's own connectors implement (lib/connectors/connector-interface). It is listed in Connect
 * with the discovered wallets, restored on reload like them, and reached by the modal's flows.
 */
export type ConnectorFactory = (context: ConnectorFactoryContext) => Connector | readonly Connector[]
