import { decodeAddress } from '@polkadot/util-crypto'

/**
 * The Polkadot chains the ledger keeps: the devnet's local chain (its CAIP-2 reference is
 * `localPolkadotReference` of registry/lib/chains/define-local-polkadot-network.ts) and Westend,
 * with their native token and its decimals.
 */
export const polkadotLedgerChains = {
  'polkadot:9e4bc837986398d8c0387e8c2492d50d': { name: 'Local Dot', symbol: 'DOT', decimals: 10 },
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': { name: 'Westend', symbol: 'WND', decimals: 12 },
} as const

export type PolkadotLedgerChainId = keyof typeof polkadotLedgerChains

/** CAIP-2 id of the devnet's local Polkadot chain (a ledger, no node). */
export const polkadotLocalNetworkId: PolkadotLedgerChainId = 'polkadot:9e4bc837986398d8c0387e8c2492d50d'

/**
 * The Devnet Polkadot Wallet's account: Substrate's well-known dev account `//Alice` (sr25519,
 * from the public dev phrase; never for real funds). Its public key, so devnet needs no key
 * derivation at start; apps/polkadot-wallet derives the same key from the URI (a test checks).
 */
export const polkadotDevAccount = {
  uri: '//Alice',
  publicKey: 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  /** The generic-format (SS58 prefix 42) address, used on the local chain and Westend. */
  address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
} as const

/** Every ledger chain starts the dev account with 25 tokens, in the chain's smallest unit (planck). */
export const polkadotDevFunding = (caipNetworkId: PolkadotLedgerChainId): bigint =>
  25n * 10n ** BigInt(polkadotLedgerChains[caipNetworkId].decimals)

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * A stand-in for the blockchain API's Polkadot data, not a Polkadot node: balances in planck per
 * (chain, account). Accounts are keyed by public key, so every SS58 form of an address (prefix 0,
 * 2 or 42) reads the same balance. The balance route reads here.
 */
export function createPolkadotLedger() {
  const balances = new Map<string, bigint>()

  /** The account's public key as hex; throws for a value that is not an SS58 or hex address. */
  const accountKey = (address: string): string => toHex(decodeAddress(address))
  const isLedgerChain = (caipNetworkId: string): caipNetworkId is PolkadotLedgerChainId =>
    Object.hasOwn(polkadotLedgerChains, caipNetworkId)
  const key = (caipNetworkId: string, address: string): string => `${caipNetworkId}|${accountKey(address)}`

  function balanceOf(caipNetworkId: string, address: string): bigint {
    return balances.get(key(caipNetworkId, address)) ?? 0n
  }

  function fund(caipNetworkId: PolkadotLedgerChainId, address: string, amount: bigint): void {
    balances.set(key(caipNetworkId, address), balanceOf(caipNetworkId, address) + amount)
  }

  for (const caipNetworkId of Object.keys(polkadotLedgerChains) as PolkadotLedgerChainId[])
    fund(caipNetworkId, polkadotDevAccount.address, polkadotDevFunding(caipNetworkId))

  return { balanceOf, fund, isLedgerChain, accountKey }
}

export type PolkadotLedger = ReturnType<typeof createPolkadotLedger>
