import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { isEvmAddress } from '@/registry/lib/caip/is-evm-address'
import { isSolanaAddress } from '@/registry/lib/caip/is-solana-address'
import { btcToSats } from '@/registry/lib/bitcoin/sats'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { UnsupportedChainError } from '@/registry/lib/errors/network'
import { hasInsufficientGas } from '@/registry/lib/evm/has-insufficient-gas'
import { parseDecimal } from '@/registry/lib/evm/parse-decimal'
import type { AccountType } from '@/registry/lib/state/connection/account-state'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'

/** SPEC §4/§8 success text. */
export const TRANSACTION_STARTED_MESSAGE = 'Transaction started'
/** The code a view translates TRANSACTION_STARTED_MESSAGE by (a locale pack's errors table). */
export const TRANSACTION_STARTED_CODE = 'TRANSACTION_STARTED'
/** A Solana transfer with one signature pays 5000 lamports. */
// BigInt(), not literals, in this file and the send flow: hosts may target ES2017 (Next's default).
export const SOLANA_FEE_LAMPORTS = BigInt(5_000)
/**
 * What Max keeps back on Bitcoin for the fee the wallet adds (the wallet picks the inputs and the
 * fee rate; API.md's blockchain API gives no Bitcoin fee rate to estimate it from). 10,000 sats
 * (0.0001 BTC) pays a P2WPKH transfer with change of one input (141 vB) at 70 sat/vB or of two
 * inputs (209 vB) at 47 sat/vB: above the usual mainnet rates, and far above test chains'. What
 * the fee does not use comes back to the sender as change; it is not spent.
 */
export const BITCOIN_MAX_FEE_RESERVE_SATS = BigInt(10_000)

/** What the rules read of the send state. */
export type SendInput = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  gasPrice: bigint | undefined
}

/** Whether a balance entry is the chain's native coin: the balance services give it no address. */
export function isNativeBalance(token: TokenBalance | undefined): boolean {
  return token !== undefined && !token.address
}

/**
 * The contract or mint of a balance entry (CAIP-10 or plain); undefined for the native coin. A
 * CAIP-10 address that does not parse is 'Invalid CAIP-10 address', never a guessed contract.
 */
export function tokenAddressOf(token: TokenBalance | undefined): string | undefined {
  if (!token?.address) return undefined
  return token.address.includes(':') ? parseCaipAddress(token.address).address : token.address
}

/** A balance entry's quantity in base units. */
export function balanceUnits(token: TokenBalance): bigint {
  try {
    return parseDecimal(token.quantity.numeric, Number(token.quantity.decimals))
  } catch {
    return BigInt(0)
  }
}

/** The typed amount in base units, or undefined when it is empty or not a positive decimal. */
export function amountUnits(amount: string | undefined, decimals: number): bigint | undefined {
  if (!amount?.trim()) return undefined
  try {
    const units = parseDecimal(amount, decimals)
    return units > BigInt(0) ? units : undefined
  } catch {
    return undefined
  }
}

/**
 * SPEC §5 send validation, checked before anything is asked of the wallet.
 * EVM needs a receiver, an amount, and the token's address (ERC-20) or the gas price and
 * decimals (native). Solana needs an amount and a receiver: 'Please enter a valid amount and
 * receiver address'. Bitcoin (bip122) needs the same, the amount in BTC with at most 8 decimals
 * (a satoshi); the receiver was checked against the network when it was typed, and the transfer
 * checks it again. Any other namespace is 'Unsupported chain'.
 *
 * @example
 * assertSendInput('solana', { token, sendTokenAmount: '', receiverAddress: to, gasPrice: undefined }) // throws
 */
export function assertSendInput(namespace: ChainNamespace | undefined, input: SendInput): void {
  const { token, sendTokenAmount, receiverAddress, gasPrice } = input
  const decimals = token ? Number(token.quantity.decimals) : undefined
  const amount = decimals === undefined ? undefined : amountUnits(sendTokenAmount, decimals)
  if (namespace === 'eip155') {
    const complete =
      isEvmAddress(receiverAddress) &&
      amount !== undefined &&
      (tokenAddressOf(token) !== undefined || (gasPrice !== undefined && decimals !== undefined))
    if (!complete)
      throw new InvalidSendInputError({ details: 'EVM send needs receiver, amount and a token address or gas price and decimals' })
    return
  }
  if (namespace === 'solana') {
    if (!isSolanaAddress(receiverAddress) || amount === undefined) throw new InvalidSendInputError()
    return
  }
  if (namespace === 'bip122') {
    if (!receiverAddress || btcToSats(sendTokenAmount) === undefined)
      throw new InvalidSendInputError({ details: 'Bitcoin send needs a receiver and an amount of at most 8 decimals' })
    return
  }
  throw new UnsupportedChainError({ details: `cannot send on ${namespace ?? 'no network'}` })
}

/**
 * SPEC §5: not enough native coin for gas (zero or below the gas price); smart accounts skip the
 * check, and a chain without a known gas price (Solana) has nothing to check.
 */
export function isSendGasInsufficient(parameters: {
  native: TokenBalance | undefined
  gasPrice: bigint | undefined
  accountType: AccountType | undefined
}): boolean {
  const { native, gasPrice, accountType } = parameters
  if (gasPrice === undefined) return false
  return hasInsufficientGas({
    nativeBalance: native ? balanceUnits(native) : BigInt(0),
    gasPrice,
    accountType: accountType === 'smartAccount' ? 'smartAccount' : 'eoa',
  })
}

/**
 * The largest amount to send of a token: its whole balance, except for the native coin, which
 * keeps the network fee (`fee`, in base units) back so the transfer can pay for itself.
 */
export function maxSendAmount(token: TokenBalance, fee: bigint): string {
  if (tokenAddressOf(token)) return token.quantity.numeric
  const decimals = Number(token.quantity.decimals)
  const rest = balanceUnits(token) - fee
  if (rest <= BigInt(0)) return '0'
  const text = rest.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Whether the typed amount is more than the token's balance. */
export function exceedsBalance(token: TokenBalance | undefined, amount: string | undefined): boolean {
  if (!token) return false
  const units = amountUnits(amount, Number(token.quantity.decimals))
  return units !== undefined && units > balanceUnits(token)
}
