/**
 * The numeric reference of an EVM chain id given as 'eip155:1', '0x1', '1' or 1; undefined for
 * other namespaces.
 *
 * @example
 * toEvmChainNumber('eip155:31337') // 31337
 */
export function toEvmChainNumber(chainId: string | number): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) ? chainId : undefined
  const reference = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId.includes(':') ? undefined : chainId
  if (reference === undefined || reference === '') return undefined
  const value = reference.startsWith('0x') ? Number.parseInt(reference, 16) : Number(reference)
  return Number.isSafeInteger(value) ? value : undefined
}
