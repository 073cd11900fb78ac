import { z } from 'zod'
import type { LocalSvm } from './local-svm'
import { RpcError, rpcMethods } from './rpc-methods'

const request = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.unknown(),
})

type Response = { jsonrpc: '2.0'; id: string | number | null; result?: unknown; error?: { code: number; message: string; data?: unknown } }

function answerOne(raw: unknown, svm: LocalSvm): Response {
  const parsed = request.safeParse(raw)
  if (!parsed.success) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
  const { id = null, method, params } = parsed.data
  const handler = rpcMethods[method]
  if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
  try {
    return { jsonrpc: '2.0', id, result: handler(params, svm) }
  } catch (error) {
    if (error instanceof RpcError)
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) } }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
  }
}

/** Answers a JSON-RPC body, single or batch, against the local VM. */
export function answerSolanaRpc(body: unknown, svm: LocalSvm): unknown {
  if (Array.isArray(body)) return body.map((item) => answerOne(item, svm))
  return answerOne(body, svm)
}
