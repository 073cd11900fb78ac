/** The chain namespaces walletkit knows (SPEC §1). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof chainNamespaces)[number]

/** CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
