import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { verifyRelayAuth } from './auth'
import { createRelayHub, type RelayHub } from './hub'
import type { Peer } from './peer'

export type RelayOptions = {
  port: number
  log?: (line: string) => void
  /** How often the relay pings each socket; clients drop a socket that stays silent for 35 s. */
  pingIntervalMs?: number
  /** Log every JSON-RPC call (debugging a client). */
  trace?: boolean
}
export type Relay = { url: string; hub: RelayHub; stop(): Promise<void> }

type Admission = { ok: true; clientId: string } | { ok: false; status: number; reason: string }

// The real relay refuses a socket without a project id or a valid client JWT; so do we, so a
// client that forgets either fails here the way it would in production.
function admit(request: IncomingMessage): Admission {
  const query = new URL(request.url ?? '/', 'ws://relay').searchParams
  const auth = query.get('auth')
  if (!query.get('projectId')) return { ok: false, status: 400, reason: 'projectId missing' }
  if (!auth) return { ok: false, status: 401, reason: 'auth missing' }
  const host = request.headers.host
  if (!host) return { ok: false, status: 400, reason: 'Host missing' }
  try {
    return { ok: true, clientId: verifyRelayAuth(auth, { host }).clientId }
  } catch (error) {
    return { ok: false, status: 401, reason: error instanceof Error ? error.message : 'auth invalid' }
  }
}

/**
 * Starts the local WalletConnect relay on 127.0.0.1 (port 0 picks a free one): the JSON-RPC over
 * WebSocket that @walletconnect/core speaks, with topic subscriptions, a TTL mailbox and acked
 * `irn_subscription` delivery.
 */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const log = options.log ?? (() => {})
  const hub = createRelayHub(options.trace ? log : undefined)
  const http = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WalletConnect relay: connect with a WebSocket')
  })
  const wss = new WebSocketServer({ noServer: true })

  http.on('upgrade', (request, socket, head) => {
    const admission = admit(request)
    if (!admission.ok) {
      socket.end(`HTTP/1.1 ${admission.status} ${admission.reason}\r\nConnection: close\r\n\r\n`)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => attach(ws, admission.clientId))
  })

  function attach(ws: WebSocket, clientId: string): void {
    const peer: Peer = {
      clientId,
      subscriptions: new Map(),
      inflight: new Map(),
      send: (frame) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(frame)),
    }
    const ping = setInterval(() => ws.ping(), options.pingIntervalMs ?? 15_000)
    ws.on('message', (data) => {
      let raw: unknown
      try {
        raw = JSON.parse(data.toString())
      } catch {
        peer.send({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } })
        return
      }
      const reply = hub.handle(peer, raw)
      if (reply !== undefined) peer.send(reply)
    })
    ws.on('close', () => {
      clearInterval(ping)
      hub.detach(peer)
    })
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port, '127.0.0.1', () => resolve())
  })
  const { port } = http.address() as AddressInfo
  const url = `ws://127.0.0.1:${port}`

  return {
    url,
    hub,
    stop: async () => {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
