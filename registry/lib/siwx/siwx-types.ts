import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'

/**
 * SPEC §3 "SIWX message": the fields of a CAIP-122 sign-in request. Times are ISO 8601 strings
 * kept as given, so a parsed message formats back to the same bytes.
 */
export type SiwxMessageData = {
  /** RFC 3986 authority asking for the sign-in (`example.com`, `localhost:5173`). */
  domain: string
  /** The plain account address (no CAIP prefix). */
  accountAddress: string
  /** One line for the user; no line breaks. */
  statement?: string | undefined
  uri: string
  /** '1' for EIP-4361 and CAIP-122. */
  version: string
  /** CAIP-2 network id; the message carries its reference (`1`, `5eykt4U…`). */
  chainId: CaipNetworkId
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A message ready to sign: its fields and the exact text the wallet is asked to sign. */
export type SiwxMessage = { data: SiwxMessageData; text: string }

/** A signed message: what a host stores and a server verifies. */
export type SiwxSession = {
  data: SiwxMessageData
  /** The signed text, byte for byte. */
  message: string
  /** 0x hex for eip155 (65 bytes, ERC-1271 or ERC-6492 wrapped); base58 ed25519 for solana. */
  signature: string
}

/**
 * What a host implements to sign users in (the provider's `siwx` option). walletkit ships two
 * implementations: sessions kept in the browser and sessions kept by the blockchain API.
 */
export type SiwxConfig = {
  /** The message to sign for this account and network. */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Verifies and keeps a signed session; throws when the session is not acceptable. */
  addSession(session: SiwxSession): Promise<void>
  /** Valid (verified, unexpired) sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session (an empty list signs everyone out). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** When true, a connected account without a session must sign in or be disconnected. */
  getRequired?: (() => boolean) | undefined
  /**
   * Called once by the kit with its blockchain API (base URL and project id), for configs that
   * verify signatures in the page: contract-account checks then go to the node RPC with chainId
   * and projectId (SPEC §7) rather than a network's rate-limited public RPC.
   */
  setBlockchainApi?: ((api: { baseUrl: string; projectId: string }) => void) | undefined
}
