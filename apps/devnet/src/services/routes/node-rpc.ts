import { z } from 'zod'
import { HttpError, type Reply, type Route, type RouteContext } from '../http'
import { findEvmChain, type LocalChains } from '../local-chains'

const rpcRequest = z.object({ id: z.union([z.string(), z.number(), z.null()]).optional() }).loose()
const rpcBody = z.union([rpcRequest, z.array(rpcRequest)])

function rpcError(id: unknown, code: number, message: string): unknown {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message } }
}

const addressBalance = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  method: z.literal('getAddressBalance'),
  params: z.object({ address: z.string() }),
})

/** The blockchain API's own `getAddressBalance` method (API.md §2): native balance, wrapped with `ok`. */
async function getAddressBalance(chains: LocalChains, chainId: string, request: z.infer<typeof addressBalance>): Promise<Reply> {
  const { id = '1', params } = request
  const evm = findEvmChain(chains, chainId)
  if (evm) {
    const balance = await evm.client.getBalance({ address: params.address as `0x${string}` }).catch(() => null)
    if (balance === null) return { json: rpcError(id, -32602, `Invalid address: ${params.address}`) }
    return { json: { ok: true, jsonrpc: '2.0', id, result: `0x${balance.toString(16)}` } }
  }
  if (chains.solana && chainId === chains.solana.caipNetworkId) {
    try {
      return { json: { ok: true, jsonrpc: '2.0', id, result: `0x${chains.solana.getBalance(params.address).toString(16)}` } }
    } catch {
      return { json: rpcError(id, -32602, `Invalid address: ${params.address}`) }
    }
  }
  return { json: rpcError(id, -32602, `Unsupported chainId: ${chainId || '(none)'}`) }
}

async function forward(ctx: RouteContext, chains: LocalChains): Promise<Reply> {
  const parsed = rpcBody.safeParse(ctx.body)
  if (!parsed.success) return { status: 200, json: rpcError(null, -32700, 'Parse error') }
  const chainId = ctx.query.get('chainId') ?? ''
  const balanceCall = addressBalance.safeParse(ctx.body)
  if (balanceCall.success) return getAddressBalance(chains, chainId, balanceCall.data)
  const evm = findEvmChain(chains, chainId)
  if (evm) {
    // The body goes through untouched so that a batch stays one request to the node.
    const response = await fetch(evm.rpcUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ctx.rawBody }).catch(
      (error: unknown) => {
        throw new HttpError(502, `Node for ${chainId} unreachable: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
    return { status: response.status, text: await response.text(), contentType: 'application/json; charset=utf-8' }
  }
  if (chains.solana && chainId === chains.solana.caipNetworkId) return { status: 200, json: await chains.solana.handleRpc(parsed.data) }
  const message = `Unsupported chainId: ${chainId || '(none)'}`
  const body = Array.isArray(parsed.data)
    ? parsed.data.map((r) => rpcError(r.id, -32602, message))
    : rpcError(parsed.data.id, -32602, message)
  return { status: 200, json: body }
}

/** POST /v1/?chainId=&projectId= (and /v1?...): the node RPC, forwarded to the local chain. */
export function nodeRpcRoute(chains: LocalChains): Route {
  return { method: 'POST', path: '/v1', requiresProjectId: true, handle: (ctx) => forward(ctx, chains) }
}
