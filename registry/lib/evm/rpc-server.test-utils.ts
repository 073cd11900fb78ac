import { startLocalServer, type LocalServer } from '../api/test-utils/local-server'

// Test-only helper (not part of any registry item): a JSON-RPC server over real HTTP.

export type RpcCall = { method: string; params?: unknown; id: number | string }
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }

export type RpcServer = LocalServer & { calls: RpcCall[] }

export async function startRpcServer(answer: (call: RpcCall) => RpcAnswer): Promise<RpcServer> {
  const calls: RpcCall[] = []
  const server = await startLocalServer((request) => {
    const body: unknown = JSON.parse(request.body)
    const reply = (call: RpcCall) => {
      calls.push(call)
      return { jsonrpc: '2.0', id: call.id, ...answer(call) }
    }
    return { json: Array.isArray(body) ? body.map((call: RpcCall) => reply(call)) : reply(body as RpcCall) }
  })
  return Object.assign(server, { calls })
}
