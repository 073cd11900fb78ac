import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'

/** The chain reference of a CAIP-2 id, or the bare value when it holds no colon; undefined for a broken or non-EVM CAIP-2 id. */
function evmReference(chainId: string): string | undefined {
  if (!chainId.includes(':')) return chainId
  try {
    const network = parseCaipNetworkId(chainId)
    return network.chainNamespace === 'eip155' ? network.chainId : undefined
  } catch {
    return undefined
  }
}

/**
 * The numeric reference of an EVM chain id given as 'eip155:1', '0x1', '1' or 1; undefined for
 * other namespaces and for CAIP-2 ids that break the CAIP rules.
 *
 * @example
 * toEvmChainNumber('eip155:31337') // 31337
 */
export function toEvmChainNumber(chainId: string | number): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) ? chainId : undefined
  const reference = evmReference(chainId)
  if (reference === undefined || reference === '') return undefined
  const value = reference.startsWith('0x') ? Number.parseInt(reference, 16) : Number(reference)
  return Number.isSafeInteger(value) ? value : undefined
}
