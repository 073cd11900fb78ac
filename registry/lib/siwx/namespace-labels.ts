import type { ChainNamespace } from '@/registry/lib/caip/caip-types'

/**
 * The blockchain name CAIP-122 puts in the header ("… sign in with your Ethereum account:"),
 * for the namespaces that have a sign-in profile: EIP-4361 for eip155, CAIP-122 for solana.
 */
export const siwxNamespaceLabels: Partial<Record<ChainNamespace, string>> = { eip155: 'Ethereum', solana: 'Solana' }
