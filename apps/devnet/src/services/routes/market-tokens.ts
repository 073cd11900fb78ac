import { devMarketAbi, devMarketAddresses, nativeCoin } from '../../evm/deploy-dev-market'
import { nativeTokenAddress } from '../../fixtures/swap'
import { HttpError } from '../http'
import { findEvmChain, type LocalChains, type LocalEvmChain } from '../local-chains'
import { splitCaip10, tokensOn, type KnownToken } from './token-lookup'

/** The tokens DevMarket trades on a local EVM network: ETH, DUSD and the second token (DEUR). */
export function marketTokensOn(chains: LocalChains, caipNetworkId: string): KnownToken[] {
  const base = tokensOn(chains, caipNetworkId)
  if (!findEvmChain(chains, caipNetworkId)) return base
  const { secondToken } = devMarketAddresses()
  return [...base, { ...secondToken, caipNetworkId }]
}

/** The market token a CAIP-10 id names; a 400 for anything else. */
export function requireMarketToken(chains: LocalChains, caip10: string): KnownToken & { chain: LocalEvmChain } {
  const { caipNetworkId, address } = splitCaip10(caip10)
  const chain = findEvmChain(chains, caipNetworkId)
  const token = marketTokensOn(chains, caipNetworkId).find((t) => t.address.toLowerCase() === address.toLowerCase())
  if (!chain || !token) throw new HttpError(400, `Unknown token: ${caip10}`)
  return { ...token, chain }
}

/** The address DevMarket uses for a token (its NATIVE constant for the chain's coin). */
export function marketAddressOf(token: KnownToken): `0x${string}` {
  return token.address.toLowerCase() === nativeTokenAddress ? nativeCoin : (token.address as `0x${string}`)
}

/** What the pool pays now for `amountIn`, read from the contract; a 400 when the pair has no pool. */
export async function readAmountOut(chain: LocalEvmChain, from: KnownToken, to: KnownToken, amountIn: bigint): Promise<bigint> {
  try {
    return (await chain.client.readContract({
      address: devMarketAddresses().market,
      abi: devMarketAbi,
      functionName: 'getAmountOut',
      args: [marketAddressOf(from), marketAddressOf(to), amountIn],
    })) as bigint
  } catch {
    throw new HttpError(400, `No pool for ${from.symbol}/${to.symbol}`)
  }
}

/** The pool's reserves of `from` and `to` (both 0 when the pair has no pool). */
export async function readReserves(chain: LocalEvmChain, from: KnownToken, to: KnownToken): Promise<[bigint, bigint]> {
  const result = (await chain.client.readContract({
    address: devMarketAddresses().market,
    abi: devMarketAbi,
    functionName: 'getReserves',
    args: [marketAddressOf(from), marketAddressOf(to)],
  })) as readonly [bigint, bigint]
  return [result[0], result[1]]
}
