import { encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { priceOf } from '../../fixtures/prices'
import { swapRouterAddress } from '../../fixtures/swap'
import { HttpError, json, parseBody, requireQuery, type Route } from '../http'
import type { LocalChains } from '../local-chains'
import { evmChainOf, findToken, splitCaip10, tokensOn } from './token-lookup'

const buildTransactionBody = z.object({
  amount: z.string(),
  eip155: z.object({ slippage: z.union([z.string(), z.number()]) }).optional(),
  projectId: z.string(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  disableEstimate: z.boolean().optional(),
})

function requireToken(chains: LocalChains, caip10: string) {
  const token = findToken(chains, caip10)
  if (!token) throw new HttpError(400, `Unknown token: ${caip10}`)
  return token
}

/** Converts a base-unit amount between tokens at the fixture prices. */
function convertAmount(amount: bigint, from: { symbol: string; decimals: number }, to: { symbol: string; decimals: number }): bigint {
  const scale = 1_000_000n
  const rate = BigInt(Math.round((priceOf(from.symbol) / (priceOf(to.symbol) || 1)) * Number(scale)))
  return (amount * rate * 10n ** BigInt(to.decimals)) / (scale * 10n ** BigInt(from.decimals))
}

async function gasPrice(chains: LocalChains, caipNetworkId: string): Promise<bigint> {
  return evmChainOf(chains, caipNetworkId).client.getGasPrice()
}

/** The swap endpoints: local tokens and gas from the node, quotes at fixture prices. */
export function convertRoutes(chains: LocalChains): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      requiresProjectId: true,
      handle: (ctx) => {
        const chainId = requireQuery(ctx, 'chainId')
        const tokens = tokensOn(chains, chainId).map((t) => ({
          name: t.name,
          symbol: t.symbol,
          address: `${t.caipNetworkId}:${t.address}`,
          decimals: t.decimals,
          logoUri: `http://${ctx.headers.host ?? '127.0.0.1'}/public/getTokenImage/${t.symbol}`,
          eip2612: false,
        }))
        return json({ tokens })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/gas-price',
      requiresProjectId: true,
      handle: async (ctx) => {
        const base = await gasPrice(chains, requireQuery(ctx, 'chainId'))
        return json({ standard: base.toString(), fast: ((base * 12n) / 10n).toString(), instant: ((base * 15n) / 10n).toString() })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      requiresProjectId: true,
      handle: (ctx) => {
        const from = requireQuery(ctx, 'from')
        const to = requireQuery(ctx, 'to')
        const amount = requireQuery(ctx, 'amount')
        if (!/^\d+$/.test(amount)) throw new HttpError(400, `Invalid amount: ${amount}`)
        const toAmount = convertAmount(BigInt(amount), requireToken(chains, from), requireToken(chains, to))
        return json({ quotes: [{ id: null, fromAmount: amount, fromAccount: from, toAmount: toAmount.toString(), toAccount: to }] })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      requiresProjectId: true,
      handle: async (ctx) => {
        const token = requireToken(chains, requireQuery(ctx, 'tokenAddress'))
        const owner = splitCaip10(requireQuery(ctx, 'userAddress')).address
        if (!isAddress(owner, { strict: false })) throw new HttpError(400, `Invalid userAddress: ${owner}`)
        if (!isAddress(token.address, { strict: false }) || token.symbol === 'ETH') return json({ allowance: maxUint256.toString() })
        const client = evmChainOf(chains, token.caipNetworkId).client
        const allowance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [owner, swapRouterAddress] })
        return json({ allowance: allowance.toString() })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      requiresProjectId: true,
      handle: async (ctx) => {
        const user = requireQuery(ctx, 'userAddress')
        const token = requireToken(chains, requireQuery(ctx, 'from'))
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swapRouterAddress, maxUint256] })
        const price = await gasPrice(chains, token.caipNetworkId)
        const tx = { from: user, to: `${token.caipNetworkId}:${token.address}`, data, value: '0', eip155: { gas: 60_000, gasPrice: price.toString() } }
        return json({ tx })
      },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      requiresProjectId: true,
      handle: async (ctx) => {
        const body = parseBody(ctx, buildTransactionBody)
        const from = requireToken(chains, body.from)
        requireToken(chains, body.to)
        const price = await gasPrice(chains, from.caipNetworkId)
        // No swap router runs locally: the transaction is a well-formed call the swap UI can sign.
        const tx = { from: body.userAddress, to: `${from.caipNetworkId}:${swapRouterAddress}`, data: '0x', amount: from.symbol === 'ETH' ? body.amount : '0', eip155: { gas: '150000', gasPrice: price.toString() } }
        return json({ tx })
      },
    },
  ]
}
