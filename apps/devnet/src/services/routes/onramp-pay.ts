import { createWalletClient, erc20Abi, getAddress, http, isAddress, parseUnits, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { marketMaker } from '../../evm/deploy-dev-market'
import { HttpError, json, parseBody, type Route } from '../http'
import type { LocalChains, LocalEvmChain } from '../local-chains'
import { marketTokensOn } from './market-tokens'

/**
 * Where purchases are reported (the history index's `onramp` entries, answered by history's
 * `onramp` parameter); structural, so the on-ramp routes need nothing else from it.
 */
export type OnrampRecorder = {
  record(purchase: {
    address: string
    chain: string
    id: string
    symbol: string
    name?: string
    amount: string
    status: 'confirmed' | 'failed' | 'pending'
  }): void
}

const payBody = z.object({
  orderId: z.string().min(1),
  address: z.string(),
  asset: z.string().min(1),
  chainId: z.string().regex(/^\d+$/),
  cryptoAmount: z.string().regex(/^\d+(\.\d+)?$/),
  outcome: z.enum(['pay', 'decline']),
})

// The maker pays every purchase; one queue per chain keeps its nonces in order.
const queues = new WeakMap<LocalEvmChain, Promise<unknown>>()
function serialized<T>(chain: LocalEvmChain, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(chain) ?? Promise.resolve()).then(task, task)
  queues.set(
    chain,
    run.catch(() => {}),
  )
  return run
}

/** POST /dev/onramp/pay: the local provider page's "Pay" (a real transfer from the market maker) or "Decline". */
export function onrampPayRoute(chains: LocalChains, recorder: OnrampRecorder | undefined): Route {
  return {
    method: 'POST',
    path: '/dev/onramp/pay',
    handle: async (ctx) => {
      const order = parseBody(ctx, payBody)
      if (!isAddress(order.address, { strict: false })) throw new HttpError(400, `Invalid address: ${order.address}`)
      const chain = chains.evm.find((c) => String(c.chainId) === order.chainId)
      if (!chain) throw new HttpError(400, `Unsupported chain: ${order.chainId}`)
      const token = marketTokensOn(chains, chain.caipNetworkId).find((t) => t.symbol === order.asset.toUpperCase())
      if (!token) throw new HttpError(400, `Unknown asset: ${order.asset}`)
      const to = getAddress(order.address)
      const maker = privateKeyToAccount(marketMaker().privateKey)
      const purchase = {
        address: to,
        chain: chain.caipNetworkId,
        id: order.orderId,
        symbol: token.symbol,
        name: token.name,
        amount: order.cryptoAmount,
      }
      let hash: Hash | '' = ''
      let status: 'confirmed' | 'failed' = 'failed'
      if (order.outcome === 'pay') {
        recorder?.record({ ...purchase, status: 'pending' })
        try {
          const amount = parseUnits(order.cryptoAmount, token.decimals)
          const viemChain = {
            id: chain.chainId,
            name: chain.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [chain.rpcUrl] } },
          }
          const wallet = createWalletClient({ account: maker, transport: http(chain.rpcUrl), chain: viemChain })
          hash = await serialized(chain, () =>
            token.symbol === 'ETH'
              ? wallet.sendTransaction({ to, value: amount })
              : wallet.writeContract({
                  address: token.address as `0x${string}`,
                  abi: erc20Abi,
                  functionName: 'transfer',
                  args: [to, amount],
                }),
          )
          const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
          status = receipt.status === 'success' ? 'confirmed' : 'failed'
        } finally {
          recorder?.record({ ...purchase, status })
        }
      } else {
        recorder?.record({ ...purchase, status })
      }
      return json({ orderId: order.orderId, status, hash })
    },
  }
}
