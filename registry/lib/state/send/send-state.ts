import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'

/** SPEC §3 send state, plus what the view shows while the receiver resolves. */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  /** What the user typed: an address or a name. */
  receiverInput: string
  /** The address the transfer goes to (typed, or resolved from a name). */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  resolvingReceiver: boolean
  receiverError: string | undefined
  /** The code of receiverError's walletkit error, for a view to show it in the active locale. */
  receiverErrorCode?: string | undefined
  /** Standard gas price in wei (EVM only). */
  gasPrice: bigint | undefined
  /** Estimated gas units of the transfer being typed. */
  gasUnits: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: number | undefined
  tokenBalances: readonly TokenBalance[]
  loading: boolean
  /** When the last gas-price fetch failed; retries wait 30 s. */
  lastRetry: number | undefined
  /** The last transfer this flow started (hash or txid), kept across resets so the view can show it. */
  lastTransaction: { namespace: ChainNamespace; hash: string; caipNetworkId: string } | undefined
}

/** Typed events of the flow; SEND_ERROR is also sent to analytics when a client is wired. */
export type SendFlowEvents = {
  SEND_SUCCESS: [event: { namespace: ChainNamespace; hash: string; token: string }]
  SEND_ERROR: [
    event: {
      namespace: ChainNamespace
      message: string
      token: string | undefined
      isSmartAccount: boolean
      /** The sending account, the network and the amount typed: what analytics records with the failure. */
      address: string | undefined
      network: CaipNetworkId | undefined
      amount: string | undefined
    },
  ]
  SEND_REJECTED: [event: { namespace: ChainNamespace }]
}

/** The send state before anything is chosen or typed. */
export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverInput: '',
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    resolvingReceiver: false,
    receiverError: undefined,
    receiverErrorCode: undefined,
    gasPrice: undefined,
    gasUnits: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    tokenBalances: [],
    loading: false,
    lastRetry: undefined,
    lastTransaction: undefined,
  }
}
