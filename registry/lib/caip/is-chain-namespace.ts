import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/caip-types'

/**
 * Whether `value` is one of the namespaces walletkit supports (eip155, solana, polkadot, bip122).
 *
 * @example
 * isChainNamespace('solana') // true
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
