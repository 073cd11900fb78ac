import { erc20Abi, formatUnits, isAddress } from 'viem'
import { priceOf } from '../../fixtures/prices'
import { HttpError, json, type Route, type RouteContext } from '../http'
import { plainAddress, requireSupported, type LocalChains, type LocalEvmChain } from '../local-chains'
import type { BitcoinLedger } from '../bitcoin-ledger'
import { polkadotLedgerChains, type PolkadotLedger } from '../polkadot-ledger'

type Balance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

function entry(
  ctx: RouteContext,
  raw: bigint,
  decimals: number,
  token: { name: string; symbol: string; chainId: string; address?: string },
): Balance {
  const numeric = formatUnits(raw, decimals)
  const price = priceOf(token.symbol)
  const iconUrl = `http://${ctx.headers.host ?? '127.0.0.1'}/public/getTokenImage/${token.symbol}`
  return { ...token, value: Number(numeric) * price, price, quantity: { decimals: String(decimals), numeric }, iconUrl }
}

async function evmBalances(ctx: RouteContext, chain: LocalEvmChain, chains: LocalChains, address: `0x${string}`): Promise<Balance[]> {
  const [native, token] = await Promise.all([
    chain.client.getBalance({ address }),
    chain.client.readContract({ address: chains.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }).catch(() => 0n),
  ])
  const balances = [entry(ctx, native, 18, { name: 'Ether', symbol: 'ETH', chainId: chain.caipNetworkId })]
  // The real API lists only tokens the account holds; the native coin is always listed.
  if (token > 0n) {
    const { name, symbol, decimals } = chains.erc20
    balances.push(
      entry(ctx, token, decimals, {
        name,
        symbol,
        chainId: chain.caipNetworkId,
        address: `${chain.caipNetworkId}:${chains.erc20.address}`,
      }),
    )
  }
  return balances
}

/** GET /v1/account/{address}/balance: live balances from the local nodes, prices from fixtures. */
export function balanceRoute(chains: LocalChains, bitcoin?: BitcoinLedger, polkadot?: PolkadotLedger): Route {
  return {
    method: 'GET',
    path: '/v1/account/:address/balance',
    requiresProjectId: true,
    async handle(ctx) {
      const address = plainAddress(ctx.params.address ?? '')
      const chainId = ctx.query.get('chainId')
      // bip122 answers come from the Bitcoin ledger stand-in (no Bitcoin node runs here).
      if (bitcoin && chainId?.startsWith('bip122:')) {
        return json({ balances: [entry(ctx, bitcoin.balanceOf(chainId, address), 8, { name: 'Bitcoin', symbol: 'BTC', chainId })] })
      }
      // polkadot answers come from the Polkadot ledger stand-in (no Polkadot node runs here).
      if (polkadot && chainId && polkadot.isLedgerChain(chainId)) {
        let planck: bigint
        try {
          planck = polkadot.balanceOf(chainId, address)
        } catch {
          throw new HttpError(400, `Invalid address: ${address}`)
        }
        const { name, symbol, decimals } = polkadotLedgerChains[chainId]
        return json({ balances: [entry(ctx, planck, decimals, { name, symbol, chainId })] })
      }
      if (chainId) requireSupported(chains, chainId)
      const evmTargets = chains.evm.filter((c) => !chainId || c.caipNetworkId === chainId)
      const solana = chains.solana && (!chainId || chainId === chains.solana.caipNetworkId) ? chains.solana : null
      const balances: Balance[] = []
      if (isAddress(address, { strict: false })) {
        for (const chain of evmTargets) balances.push(...(await evmBalances(ctx, chain, chains, address)))
      } else if (solana) {
        let lamports: bigint
        try {
          lamports = solana.getBalance(address)
        } catch {
          throw new HttpError(400, `Invalid address: ${address}`)
        }
        balances.push(entry(ctx, lamports, 9, { name: 'Solana', symbol: 'SOL', chainId: solana.caipNetworkId }))
        // As on EVM, a token is listed only when the account holds some; its address is CAIP-10 of the mint.
        for (const token of solana.splTokens) {
          const amount = solana.getTokenBalance(address, token.mint)
          const { name, symbol, decimals, mint } = token
          if (amount > 0n)
            balances.push(
              entry(ctx, amount, decimals, { name, symbol, chainId: solana.caipNetworkId, address: `${solana.caipNetworkId}:${mint}` }),
            )
        }
      } else if (chainId) {
        throw new HttpError(400, `Invalid address: ${address}`)
      }
      return json({ balances })
    },
  }
}
