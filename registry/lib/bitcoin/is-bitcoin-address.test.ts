import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from '@/registry/lib/chains/bitcoin-networks'
import { isBitcoinAddress } from './is-bitcoin-address'

// Vectors from BIP-173 (bech32), BIP-350 (bech32m) and well-known base58 addresses.
const mainnet = {
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  p2pkh: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
}
const testnet = {
  p2wpkh: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  p2wsh: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  p2pkh: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
}
const regtest = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(0x11), true), { ...TEST_NETWORK, bech32: 'bcrt' }).address ?? ''

describe('isBitcoinAddress', () => {
  test('default: segwit v0, taproot, P2PKH and P2SH addresses of mainnet are valid on mainnet only', () => {
    for (const address of Object.values(mainnet)) {
      expect(isBitcoinAddress(address, bitcoin)).toBe(true)
      expect(isBitcoinAddress(address, bitcoinTestnet)).toBe(false)
    }
  })

  test('parameters: network: test addresses on testnet and signet; regtest takes bcrt1 and tb1, not bc1', () => {
    for (const address of Object.values(testnet)) {
      expect(isBitcoinAddress(address, bitcoinTestnet)).toBe(true)
      expect(isBitcoinAddress(address, bitcoinSignet)).toBe(true)
      expect(isBitcoinAddress(address, bitcoin)).toBe(false)
    }
    expect(regtest).toMatch(/^bcrt1q/)
    expect(isBitcoinAddress(regtest, bitcoinRegtest)).toBe(true)
    expect(isBitcoinAddress(regtest, bitcoinTestnet)).toBe(false)
    expect(isBitcoinAddress(testnet.p2wpkh, '0f9188f13cb7b2c71f2a335e3a4fc328')).toBe(true)
    expect(isBitcoinAddress(mainnet.p2wpkh, bitcoinRegtest)).toBe(false)
  })

  test('behavior: bad checksums, a v1 program with a bech32 (not bech32m) checksum, wrong lengths, other chains and empty input are invalid', () => {
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', bitcoin)).toBe(false)
    // BIP-350: segwit v1 encoded with the bech32 constant.
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', bitcoin)).toBe(false)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', bitcoin)).toBe(false)
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7k', bitcoin)).toBe(false)
    expect(isBitcoinAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', bitcoin)).toBe(false)
    expect(isBitcoinAddress('', bitcoin)).toBe(false)
    expect(isBitcoinAddress(undefined, bitcoin)).toBe(false)
    expect(isBitcoinAddress(mainnet.p2wpkh, 'ffffffffffffffffffffffffffffffff')).toBe(false)
  })
})
