import { Address, NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import type { Network } from '@/registry/lib/chains/chain-types'

type AddressNetwork = typeof NETWORK

// Regtest shares testnet's base58 versions; its bech32 prefix is bcrt.
const REGTEST_NETWORK: AddressNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

// Per CAIP-2 reference, the address encodings a chain accepts. Regtest also takes tb1 addresses:
// wallets (and devnet's ledger stand-in) often report testnet-style addresses on regtest.
const encodingsByChain: Record<string, readonly AddressNetwork[]> = {
  '000000000019d6689c085ae165831e93': [NETWORK],
  '000000000933ea01ad0ee984209779ba': [TEST_NETWORK],
  '00000008819873e925422c1ff0f99f7c': [TEST_NETWORK],
  '0f9188f13cb7b2c71f2a335e3a4fc328': [REGTEST_NETWORK, TEST_NETWORK],
}

/**
 * Whether `address` is a valid Bitcoin address on `network` (a bip122 network or its CAIP-2
 * reference): base58check P2PKH/P2SH with the chain's version bytes, bech32 segwit v0
 * (P2WPKH/P2WSH) or bech32m v1+ (taproot) with the chain's prefix, checksums and program
 * lengths included (decoded by @scure/btc-signer). A mainnet address is not valid on testnet
 * and the reverse.
 *
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', bitcoin) // true
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', bitcoinTestnet) // false
 */
export function isBitcoinAddress(address: string | undefined, network: Pick<Network, 'id'> | string | undefined): boolean {
  if (!address || network === undefined) return false
  const encodings = encodingsByChain[typeof network === 'string' ? network : String(network.id)] ?? []
  return encodings.some((encoding) => {
    try {
      Address(encoding).decode(address)
      return true
    } catch {
      return false
    }
  })
}
