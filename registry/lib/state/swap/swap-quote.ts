import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { fetchSwapAllowance } from '@/registry/lib/api/blockchain/fetch-swap-allowance'
import { swapSlippage } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { fetchSwapQuote } from '@/registry/lib/api/blockchain/fetch-swap-quote'
import { generateApproveCalldata } from '@/registry/lib/api/blockchain/generate-approve-calldata'
import { generateSwapCalldata } from '@/registry/lib/api/blockchain/generate-swap-calldata'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { SwapUnsupportedNetworkError } from '@/registry/lib/errors/swap-errors'

/** A transaction ready for the wallet's eth_sendTransaction (plain addresses, base units). */
export type PreparedTransaction = { to: `0x${string}`; data: `0x${string}`; value: bigint; gas: bigint; gasPrice: bigint }

export type SwapQuote = {
  fromAmount: bigint
  toAmount: bigint
  /** Share of value lost to the trade (fee and pool movement), 0..1; undefined without prices. */
  priceImpact: number | undefined
  /** What the next transaction (approval or swap) costs in USD; undefined without a native price. */
  networkFeeUsd: number | undefined
  /** The slippage tolerance the swap is built with, in percent (SPEC §9: 1; the API's build call sends it). */
  slippage: number
  /** Set when the allowance is short: send this first. */
  approval: PreparedTransaction | undefined
  /** Set once no approval is needed. */
  swap: PreparedTransaction | undefined
}

export type PrepareSwapQuoteParameters = {
  from: SwapToken
  to: SwapToken
  amount: bigint
  /** CAIP-10 of the user. */
  userAddress: string
  /** Standard gas price in wei (decimal string), from convert/gas-price. */
  gasPrice: string
  /** USD prices by lower-cased CAIP-10 token address. */
  prices: Readonly<Record<string, number>>
  /** CAIP-10 of the chain's native coin, whose price values the fee. */
  nativeAddress: string
  signal?: AbortSignal | undefined
}

/** The address swap APIs give a chain's native coin, inside its CAIP-10 id. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a CAIP-10 token address names the chain's native coin, as swap APIs spell it. */
export function isNativeToken(caip10: string): boolean {
  return caip10.toLowerCase().endsWith(`:${nativeTokenAddress}`)
}

/** The plain address of a CAIP-10 transaction target; 'Invalid CAIP-10 address' otherwise. */
function plain(caip10: string): `0x${string}` {
  return parseCaipAddress(caip10).address as `0x${string}`
}

function decimal(value: bigint, decimals: number): number {
  return Number(value) / 10 ** decimals
}

/**
 * Quote, allowance and the next transaction for a swap, from the convert endpoints: the
 * approval when the allowance is short, otherwise the swap itself (built with SPEC §9's
 * slippage). Any failure of the swap service is 'Network not supported for Swaps' with the
 * cause kept.
 *
 * @example
 * const quote = await prepareSwapQuote(api, { from, to, amount: 10n ** 18n, userAddress, gasPrice, prices, nativeAddress })
 */
export async function prepareSwapQuote(api: BlockchainApiClient, parameters: PrepareSwapQuoteParameters): Promise<SwapQuote> {
  const { from, to, amount, userAddress, gasPrice, prices, nativeAddress, signal } = parameters
  try {
    const { quotes } = await fetchSwapQuote(api, {
      amount: amount.toString(),
      userAddress,
      from: from.address,
      to: to.address,
      gasPrice,
      signal,
    })
    const best = quotes[0]
    if (!best || !/^\d+$/.test(best.toAmount)) throw new Error('no quote')
    const toAmount = BigInt(best.toAmount)
    const allowance = isNativeToken(from.address)
      ? undefined
      : BigInt((await fetchSwapAllowance(api, { tokenAddress: from.address, userAddress })).allowance)
    let approval: PreparedTransaction | undefined
    let swap: PreparedTransaction | undefined
    if (allowance !== undefined && allowance < amount) {
      const { tx } = await generateApproveCalldata(api, { userAddress, from: from.address, to: to.address })
      approval = {
        to: plain(tx.to),
        data: tx.data as `0x${string}`,
        value: BigInt(tx.value || '0'),
        gas: BigInt(tx.eip155.gas),
        gasPrice: BigInt(tx.eip155.gasPrice || gasPrice),
      }
    } else {
      const { tx } = await generateSwapCalldata(api, { amount: amount.toString(), from: from.address, to: to.address, userAddress })
      swap = {
        to: plain(tx.to),
        data: tx.data as `0x${string}`,
        value: BigInt(tx.amount || '0'),
        gas: BigInt(tx.eip155.gas),
        gasPrice: BigInt(tx.eip155.gasPrice || gasPrice),
      }
    }
    const next = approval ?? swap
    const fromPrice = prices[from.address.toLowerCase()]
    const toPrice = prices[to.address.toLowerCase()]
    const nativePrice = prices[nativeAddress.toLowerCase()]
    const paid = fromPrice ? decimal(amount, from.decimals) * fromPrice : 0
    const got = toPrice ? decimal(toAmount, to.decimals) * toPrice : 0
    return {
      fromAmount: amount,
      toAmount,
      priceImpact: paid > 0 && got > 0 ? Math.max(0, 1 - got / paid) : undefined,
      networkFeeUsd: next && nativePrice ? decimal(next.gas * next.gasPrice, 18) * nativePrice : undefined,
      slippage: swapSlippage,
      approval,
      swap,
    }
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new SwapUnsupportedNetworkError({ cause, details: `${from.symbol} → ${to.symbol}` })
  }
}
