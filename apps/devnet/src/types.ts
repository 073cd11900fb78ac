/** Ports of each local stand-in; 0 picks a free port (tests), the defaults are for `npm run devnet`. */
export type DevnetPorts = {
  evm: number
  solana: number
  services: number
  frame: number
  relay: number
}

export const defaultPorts: DevnetPorts = { evm: 8545, solana: 8899, services: 8787, frame: 8788, relay: 8789 }

export type DevnetOptions = Partial<DevnetPorts> & {
  /** Print each URL when ready (the CLI entry does; tests do not). */
  log?: (line: string) => void
  /** Start only some services; all by default. */
  only?: ReadonlyArray<keyof DevnetPorts>
  /** Generated wallets in the catalogue (default 600, or env WALLETKIT_CATALOGUE_SIZE). */
  catalogueSize?: number
  /** Project ids the analytics sink answers with 403 (default ['forbidden-project']). */
  deniedProjectIds?: ReadonlyArray<string>
  /**
   * App origins (e.g. 'http://127.0.0.1:3000') allowed to embed the secure frame besides the
   * demo's (apps/frame's localAllowedOrigins), for every project; more later with allowFrameOrigin.
   */
  frameEmbedders?: ReadonlyArray<string>
}

export type Devnet = {
  /** Each URL is '' when that service was not started (`only`, or an owner's placeholder returned null). */
  urls: {
    /** JSON-RPC of the real EVM node (anvil, chain id 31337). */
    evmRpc: string
    /** JSON-RPC facade over the in-process Solana VM. */
    solanaRpc: string
    /** Blockchain API, wallet catalogue, analytics sink and dev mailbox. */
    services: string
    /** The reference secure-frame site, served on http://localhost:<port> (a different origin from 127.0.0.1). */
    frame: string
    /** WalletConnect relay (ws). */
    relay: string
  }
  /**
   * Every EVM node devnet runs: anvil 31337 on the evm port and a second anvil, chain id 31338,
   * on the evm port + 1 (so network switching is tested against two real chains).
   */
  evmChains: ReadonlyArray<{ chainId: number; rpcUrl: string; name: string }>
  /** Unlocked, funded anvil dev accounts (address and private key). */
  evmAccounts: ReadonlyArray<{ address: `0x${string}`; privateKey: `0x${string}` }>
  /** The ERC-20 deployed at start. */
  erc20: { address: `0x${string}`; symbol: string; decimals: number; name: string }
  /** DevSmartAccountFactory, at the same address on every local EVM chain; absent when the EVM nodes were not started. */
  smartAccountFactory?: `0x${string}`
  /** The ERC-721 collections (DevCollectibles and a spam-flagged one) deployed and minted to dev accounts 0-3 at start. */
  collectibles: ReadonlyArray<{ address: `0x${string}`; name: string; symbol: string; slug: string; spam: boolean }>
  /** Funded Solana dev keypairs (base58 public key, secret key bytes). */
  solanaAccounts: ReadonlyArray<{ publicKey: string; secretKey: Uint8Array }>
  /** The SPL token (DUSD, 6 decimals) minted at start, one million in each Solana dev account's associated token account; absent without the Solana VM. */
  splToken?: { mint: string; name: string; symbol: string; decimals: number }
  /** CAIP-2 id of the local Solana network ('solana:' + the first 32 characters of its genesis hash). */
  solanaNetworkId: string
  /** Mints `amount` base units of the SPL token to `owner` (base58), creating its token account; throws without the Solana VM. */
  grantSplToken(owner: string, amount: bigint): void
  /**
   * Adds an app origin to the secure-frame site's allowlist, for one project or every one ('*',
   * the default). The site allows only the demo's origins by default (no port wildcard), so a test
   * host on a free port registers itself. No-op when the frame site was not started.
   */
  allowFrameOrigin(origin: string, projectId?: string): void
  stop(): Promise<void>
}
