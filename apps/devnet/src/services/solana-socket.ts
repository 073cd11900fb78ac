import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { LocalChains } from './local-chains'

/**
 * Websocket upgrades on the node RPC path (`/v1?chainId=<local solana id>`), so a Connection on
 * the proxy URL can confirm when given `wsEndpoint` with the same path and query.
 */
export function solanaSocketUpgrade(
  chains: LocalChains,
): { upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void; close(): void } | undefined {
  const solana = chains.solana
  if (!solana) return undefined
  const sockets = new WebSocketServer({ noServer: true })
  const close = () => {
    // Upgraded sockets are no longer the HTTP server's, so closing it would not end them.
    for (const client of sockets.clients) client.terminate()
  }
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const onRpcPath = url.pathname === '/v1' || url.pathname === '/v1/'
    if (!onRpcPath || url.searchParams.get('chainId') !== solana.caipNetworkId) {
      socket.destroy()
      return
    }
    sockets.handleUpgrade(req, socket, head, (ws) => solana.serveSocket(ws))
  }
  return { upgrade, close }
}
