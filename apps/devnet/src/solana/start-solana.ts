import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { Keypair } from '@solana/web3.js'
import { WebSocketServer } from 'ws'
import { corsHeaders, readBody } from '../services/server'
import { LocalSvm, solanaDevKeypairs } from './local-svm'
import { answerSolanaRpc } from './rpc'
import { serveSubscriptions } from './subscriptions'
import { setupSplToken, type SplToken } from './spl-token'

export type SolanaNode = { url: string; svm: LocalSvm; keypairs: Keypair[]; splToken: SplToken; stop(): Promise<void> }

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/**
 * The Solana JSON-RPC facade over an in-process LiteSVM. Websockets are served on the RPC port
 * itself and, because web3.js derives its websocket URL as "RPC port + 1", on that port too.
 */
export async function startSolana(options: { port: number; fundedSol?: number }): Promise<SolanaNode> {
  const svm = new LocalSvm()
  const keypairs = solanaDevKeypairs(5)
  svm.fund(keypairs, options.fundedSol ?? 1000)
  const splToken = setupSplToken(svm.svm, keypairs)
  const sockets = new WebSocketServer({ noServer: true })
  sockets.on('connection', (socket) => serveSubscriptions(socket, svm))
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req))

  const rpc = createServer((req, res) => {
    const cors = corsHeaders(req)
    if (req.method !== 'POST') {
      res.writeHead(req.method === 'OPTIONS' ? 204 : 405, cors).end()
      return
    }
    readBody(req).then(
      (raw) => {
        let body: unknown
        try {
          body = JSON.parse(raw)
        } catch {
          res
            .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
          return
        }
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answerSolanaRpc(body, svm)))
      },
      () => res.destroy(),
    )
  })
  rpc.on('upgrade', upgrade)
  const wsOnly = createServer((_req, res) => res.writeHead(426).end())
  wsOnly.on('upgrade', upgrade)

  let port = await listen(rpc, options.port)
  // With a free port, look for one whose neighbour is free too, so plain `new Connection(url)` confirms.
  for (let attempt = 0; ; attempt++) {
    const ok = await listen(wsOnly, port + 1).then(
      () => true,
      () => false,
    )
    if (ok || options.port !== 0 || attempt >= 20) break
    await close(rpc)
    port = await listen(rpc, 0)
  }
  const stop = async () => {
    for (const client of sockets.clients) client.terminate()
    await Promise.all([close(rpc), close(wsOnly)])
  }
  return { url: `http://127.0.0.1:${port}`, svm, keypairs, splToken, stop }
}
