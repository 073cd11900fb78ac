import type { Network } from '@/registry/lib/chains/chain-types'

/** Where the local services are: `window.__walletkitHost` (the demo's and the tests' shape) or `npm run devnet`'s default ports. */
export type DevnetConfig = {
  services: string
  frame?: string | undefined
  relay?: string | undefined
  chains: Array<{ chainId: number; name: string; rpcUrl: string }>
}

export const defaultDevnet: DevnetConfig = {
  services: 'http://127.0.0.1:8787',
  frame: 'http://localhost:8788',
  relay: 'ws://127.0.0.1:8789',
  chains: [
    { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

/** anvil's second dev account: the previews' sends and transfers go from the wallet's account to it. */
export const DEVNET_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function devnetConfig(): DevnetConfig {
  return (typeof window !== 'undefined' && (window as Window & { __walletkitHost?: DevnetConfig }).__walletkitHost) || defaultDevnet
}

/** The devnet's EVM chains as walletkit networks. */
export function devnetNetworks(config: DevnetConfig): Network[] {
  return config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }))
}

/**
 * The kit's options for a docs preview against the local services: the devnet's networks,
 * services, frame and relay, with the modal rendered inline (embedded).
 *
 * @example
 * <WalletKitProvider {...devnetKitOptions(config)} theme={{ themeMode }}>…</WalletKitProvider>
 */
export function devnetKitOptions(config: DevnetConfig) {
  return {
    projectId: 'walletkit-docs',
    metadata: { name: 'walletkit docs', description: 'The walletkit documentation', url: window.location.origin, icons: [] },
    networks: devnetNetworks(config),
    blockchainApiUrl: config.services,
    catalogueUrl: config.services,
    analyticsUrl: config.services,
    secureSiteOrigin: config.frame,
    relayUrl: config.relay,
    embedded: true,
  }
}

/** True when the services answer; the sandbox explains how to start them otherwise. */
export async function devnetIsUp(config: DevnetConfig): Promise<boolean> {
  try {
    const response = await fetch(`${config.services}/v1/supported-chains?projectId=walletkit-docs`, { signal: AbortSignal.timeout(2_000) })
    return response.ok
  } catch {
    return false
  }
}

/** The contracts devnet deployed (its services' `/dev/contracts`): the DUSD token and the NFT collections. */
export type DevnetContracts = {
  erc20: { address: `0x${string}`; symbol: string; decimals: number; name: string }
  collectibles: Array<{ address: `0x${string}`; name: string; symbol: string; spam: boolean }>
}

export async function devnetContracts(config: DevnetConfig): Promise<DevnetContracts> {
  const response = await fetch(`${config.services}/dev/contracts`, { signal: AbortSignal.timeout(5_000) })
  if (!response.ok) throw new Error(`${config.services}/dev/contracts answered ${response.status}`)
  return (await response.json()) as DevnetContracts
}
