/** Wallet-standard Bitcoin chains by CAIP-2 reference (first 32 hex characters of the genesis hash). */
export const bitcoinStandardChains = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
} as const

export type BitcoinStandardChain = (typeof bitcoinStandardChains)[keyof typeof bitcoinStandardChains]

/**
 * The wallet-standard chain of a bip122 CAIP-2 reference, or undefined for a chain no Bitcoin
 * wallet knows.
 *
 * @example
 * toBitcoinStandardChain('000000000019d6689c085ae165831e93') // 'bitcoin:mainnet'
 */
export function toBitcoinStandardChain(reference: string | number): BitcoinStandardChain | undefined {
  return (bitcoinStandardChains as Record<string, BitcoinStandardChain>)[String(reference)]
}
