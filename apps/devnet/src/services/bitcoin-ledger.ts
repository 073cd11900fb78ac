import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'

/** CAIP-2 ids of the Bitcoin test chains the ledger keeps (testnet, signet, regtest). */
export const bitcoinTestChains = {
  'bitcoin:testnet': 'bip122:000000000933ea01ad0ee984209779ba',
  'bitcoin:signet': 'bip122:00000008819873e925422c1ff0f99f7c',
  'bitcoin:regtest': 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

/**
 * Bitcoin mainnet's CAIP-2 id. The ledger answers it too (API.md's balance and history endpoints
 * take any CAIP-2 chain), with nothing funded and no transfers: a mainnet account reads 0 BTC and
 * an empty history instead of the kit skipping a chain the API does not list.
 */
export const bitcoinMainnetChain = 'bip122:000000000019d6689c085ae165831e93'

/** Every Bitcoin chain the ledger answers reads of (supported-chains lists them). */
export const bitcoinLedgerChains = [...Object.values(bitcoinTestChains), bitcoinMainnetChain] as const

/** The Devnet Bitcoin Wallet's dev keys (never for real funds): payment (P2WPKH) and ordinals (P2TR). */
export const bitcoinDevKeys = { paymentKey: '11'.repeat(32), ordinalsKey: '22'.repeat(32) } as const
/** Every test chain starts the dev payment address with 1 BTC. */
export const BITCOIN_DEV_FUNDING_SATS = 100_000_000n

/** A recorded transfer; `fee` is what the sender paid on top of `amount` (the miners' share, credited to no one). */
export type BitcoinTransfer = { txid: string; caipNetworkId: string; from: string; to: string; amount: bigint; fee: bigint; at: number }

const hexToBytes = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))

/** The dev payment address (tb1…), as the test wallet derives it. */
export function bitcoinDevPaymentAddress(): string {
  return p2wpkh(secp256k1.getPublicKey(hexToBytes(bitcoinDevKeys.paymentKey), true), TEST_NETWORK).address ?? ''
}

/**
 * A stand-in for the blockchain API's Bitcoin data, not a Bitcoin node: balances in satoshis
 * per (chain, address) and the transfers between them. The test wallet's `bitcoin:sendTransfer`
 * records here; balance and history routes read here.
 */
export function createBitcoinLedger() {
  const balances = new Map<string, bigint>()
  const transfers: BitcoinTransfer[] = []
  const key = (caipNetworkId: string, address: string): string => `${caipNetworkId}|${address}`
  const balanceOf = (caipNetworkId: string, address: string): bigint => balances.get(key(caipNetworkId, address)) ?? 0n

  function fund(caipNetworkId: string, address: string, amount: bigint): void {
    balances.set(key(caipNetworkId, address), balanceOf(caipNetworkId, address) + amount)
  }

  /**
   * Moves `amount` satoshis and burns the sender's `fee` (as a mined transaction pays it); refuses
   * an unknown chain, a non-positive amount, a negative fee or more than the sender has, fee included.
   */
  function transfer(parameters: { caipNetworkId: string; from: string; to: string; amount: bigint; fee?: bigint }): BitcoinTransfer {
    const { caipNetworkId, from, to, amount, fee = 0n } = parameters
    if (!Object.values(bitcoinTestChains).includes(caipNetworkId as never)) throw new Error(`Unsupported Bitcoin chain: ${caipNetworkId}`)
    if (amount <= 0n) throw new Error('Amount must be positive')
    if (fee < 0n) throw new Error('Fee must not be negative')
    if (balanceOf(caipNetworkId, from) < amount + fee) throw new Error('Insufficient funds')
    balances.set(key(caipNetworkId, from), balanceOf(caipNetworkId, from) - amount - fee)
    fund(caipNetworkId, to, amount)
    const at = Date.now()
    // A txid-shaped id of this record; no transaction exists.
    const txid = createHash('sha256').update(`${caipNetworkId}|${from}|${to}|${amount}|${at}|${transfers.length}`).digest('hex')
    const record = { txid, caipNetworkId, from, to, amount, fee, at }
    transfers.push(record)
    return record
  }

  const historyOf = (caipNetworkId: string, address: string): BitcoinTransfer[] =>
    transfers.filter((t) => t.caipNetworkId === caipNetworkId && (t.from === address || t.to === address)).reverse()

  const devAddress = bitcoinDevPaymentAddress()
  for (const caipNetworkId of Object.values(bitcoinTestChains)) fund(caipNetworkId, devAddress, BITCOIN_DEV_FUNDING_SATS)

  return { balanceOf, fund, transfer, historyOf }
}

export type BitcoinLedger = ReturnType<typeof createBitcoinLedger>
