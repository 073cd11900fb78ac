import { encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { devMarketAbi, devMarketAddresses } from '../../evm/deploy-dev-market'
import { nativeTokenAddress } from '../../fixtures/swap'
import { HttpError, json, parseBody, requireQuery, type Route } from '../http'
import type { LocalChains, LocalEvmChain } from '../local-chains'
import { faultRoutes, withFaults } from './faults'
import { marketAddressOf, marketTokensOn, readAmountOut, requireMarketToken } from './market-tokens'
import { evmChainOf, splitCaip10 } from './token-lookup'

const buildTransactionBody = z.object({
  amount: z.string().regex(/^\d+$/),
  eip155: z.object({ slippage: z.union([z.string(), z.number()]) }).optional(),
  projectId: z.string(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  disableEstimate: z.boolean().optional(),
})

// When the node cannot estimate (no allowance yet), a limit that covers any DevMarket swap.
const fallbackSwapGas = 200_000n
const approveGas = 60_000

function requireAmount(value: string): bigint {
  if (!/^\d+$/.test(value) || BigInt(value) === 0n) throw new HttpError(400, `Invalid amount: ${value}`)
  return BigInt(value)
}

function requireUser(caip10OrAddress: string): `0x${string}` {
  const address = caip10OrAddress.includes(':') ? splitCaip10(caip10OrAddress).address : caip10OrAddress
  if (!isAddress(address, { strict: false })) throw new HttpError(400, `Invalid userAddress: ${caip10OrAddress}`)
  return address
}

/** Slippage in percent (SPEC §9: 1), as a basis-point factor on the quoted amount. */
function minimumOut(quoted: bigint, slippage: string | number | undefined): bigint {
  const percent = Number(slippage ?? 1)
  if (!Number.isFinite(percent) || percent < 0 || percent > 50) throw new HttpError(400, `Invalid slippage: ${String(slippage)}`)
  return (quoted * BigInt(Math.round((100 - percent) * 100))) / 10_000n
}

async function estimateOr(
  chain: LocalEvmChain,
  tx: { account: `0x${string}`; to: `0x${string}`; data: `0x${string}`; value: bigint },
  fallback: bigint,
): Promise<bigint> {
  try {
    return await chain.client.estimateGas(tx)
  } catch {
    return fallback
  }
}

/**
 * The swap endpoints (SPEC §7), answered from DevMarket on the local chains: quotes from the pools'
 * reserves, allowances and approvals against the market, and calldata that really swaps with
 * the requested slippage as minimum out. Each can be switched to a fault through /dev/faults.
 */
export function convertRoutes(chains: LocalChains): Route[] {
  const routes: Route[] = [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      requiresProjectId: true,
      handle: (ctx) => {
        const chainId = requireQuery(ctx, 'chainId')
        const tokens = marketTokensOn(chains, chainId).map((t) => ({
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
        const base = await evmChainOf(chains, requireQuery(ctx, 'chainId')).client.getGasPrice()
        return json({ standard: base.toString(), fast: ((base * 12n) / 10n).toString(), instant: ((base * 15n) / 10n).toString() })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      requiresProjectId: true,
      handle: async (ctx) => {
        const from = requireMarketToken(chains, requireQuery(ctx, 'from'))
        const to = requireMarketToken(chains, requireQuery(ctx, 'to'))
        const amount = requireAmount(requireQuery(ctx, 'amount'))
        const toAmount = await readAmountOut(from.chain, from, to, amount)
        const quote = {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: requireQuery(ctx, 'from'),
          toAmount: toAmount.toString(),
          toAccount: requireQuery(ctx, 'to'),
        }
        return json({ quotes: [quote] })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      requiresProjectId: true,
      handle: async (ctx) => {
        const token = requireMarketToken(chains, requireQuery(ctx, 'tokenAddress'))
        const owner = requireUser(requireQuery(ctx, 'userAddress'))
        if (token.address.toLowerCase() === nativeTokenAddress) return json({ allowance: maxUint256.toString() })
        const allowance = await token.chain.client.readContract({
          address: token.address as `0x${string}`,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, devMarketAddresses().market],
        })
        return json({ allowance: allowance.toString() })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      requiresProjectId: true,
      handle: async (ctx) => {
        const user = requireQuery(ctx, 'userAddress')
        requireUser(user)
        const token = requireMarketToken(chains, requireQuery(ctx, 'from'))
        requireMarketToken(chains, requireQuery(ctx, 'to'))
        if (token.address.toLowerCase() === nativeTokenAddress) throw new HttpError(400, 'The native coin needs no approval')
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [devMarketAddresses().market, maxUint256] })
        const price = await token.chain.client.getGasPrice()
        const tx = {
          from: user,
          to: `${token.caipNetworkId}:${token.address}`,
          data,
          value: '0',
          eip155: { gas: approveGas, gasPrice: price.toString() },
        }
        return json({ tx })
      },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      requiresProjectId: true,
      handle: async (ctx) => {
        const body = parseBody(ctx, buildTransactionBody)
        const from = requireMarketToken(chains, body.from)
        const to = requireMarketToken(chains, body.to)
        const user = requireUser(body.userAddress)
        const amount = requireAmount(body.amount)
        const quoted = await readAmountOut(from.chain, from, to, amount)
        const minOut = minimumOut(quoted, body.eip155?.slippage)
        const market = devMarketAddresses().market
        const data = encodeFunctionData({
          abi: devMarketAbi,
          functionName: 'swap',
          args: [marketAddressOf(from), marketAddressOf(to), amount, minOut],
        })
        const value = from.address.toLowerCase() === nativeTokenAddress ? amount : 0n
        const [gas, price] = await Promise.all([
          body.disableEstimate ? fallbackSwapGas : estimateOr(from.chain, { account: user, to: market, data, value }, fallbackSwapGas),
          from.chain.client.getGasPrice(),
        ])
        const tx = {
          from: body.userAddress,
          to: `${from.caipNetworkId}:${market}`,
          data,
          amount: value.toString(),
          eip155: { gas: gas.toString(), gasPrice: price.toString() },
        }
        return json({ tx })
      },
    },
  ]
  return [...withFaults(chains, routes), ...faultRoutes(chains)]
}
