import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { errorBody, HttpError, type Reply, type Route, type RouteContext } from './http'
import { matchRoute } from './router'
import type { RequestStats } from './stats'

export type HttpService = { url: string; port: number; stop(): Promise<void> }

/** CORS for browser callers: reflects the Origin and whatever headers the preflight asks for. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type',
    'Access-Control-Allow-Private-Network': 'true',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/** No API call comes near this (a batch of RPC calls, a signed transaction); more is refused. */
export const maxBodyBytes = 2 * 1024 * 1024

/**
 * The request body as UTF-8 text (the Solana RPC facade reads its POSTs with it too), or 413 past
 * maxBodyBytes. The rest is read and dropped rather than kept, so the caller gets its answer and
 * the process does not hold a body of any size in memory.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size <= maxBodyBytes) chunks.push(c)
      else chunks.length = 0
    })
    req.on('end', () =>
      size > maxBodyBytes
        ? reject(new HttpError(413, `Request body over ${maxBodyBytes} bytes`))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    )
    req.on('error', reject)
  })
}

/** Pages on this machine (the demo, the docs, the onramp page): any port of a loopback host. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin)
    return (protocol === 'http:' || protocol === 'https:') && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  } catch {
    return false
  }
}

function parseJsonLoosely(raw: string): unknown {
  if (raw.trim() === '') return undefined
  try {
    return JSON.parse(raw)
  } catch {
    // Left undefined: routes that need a body reject it through their schema.
    return undefined
  }
}

function send(res: ServerResponse, reply: Reply, cors: Record<string, string>): void {
  const status = reply.status ?? 200
  if ('json' in reply) {
    res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', ...reply.headers })
    res.end(JSON.stringify(reply.json))
    return
  }
  res.writeHead(status, { ...cors, 'Content-Type': reply.contentType, ...reply.headers })
  res.end(reply.text)
}

function projectIdOf(ctx: RouteContext): string | undefined {
  const fromQuery = ctx.query.get('projectId')
  if (fromQuery) return fromQuery
  const body = ctx.body
  if (body && typeof body === 'object' && 'projectId' in body && typeof body.projectId === 'string' && body.projectId) return body.projectId
  return undefined
}

async function handle(req: IncomingMessage, routes: ReadonlyArray<Route>, stats: RequestStats): Promise<Reply> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  // Preflights are browser mechanics, not API calls: counting them would make one batched call look like two.
  if (req.method === 'OPTIONS') return { status: 204, text: '', contentType: 'text/plain' }
  if (!url.pathname.startsWith('/dev/')) stats.record(url.pathname)
  const match = matchRoute(routes, req.method ?? 'GET', url.pathname)
  if (match === null) return { status: 404, json: errorBody(`Not found: ${req.method} ${url.pathname}`, 'path') }
  if (match === 'method-not-allowed') return { status: 405, json: errorBody(`Method not allowed: ${req.method} ${url.pathname}`, 'method') }
  // The dev routes read the mailbox (sign-in codes) and move funds (onramp pay, faults): a page of
  // another site the developer opens must not reach them, by a CORS read or a text/plain POST.
  // Scripts and tests send no Origin; browsers always do on these cross-origin calls.
  const origin = req.headers.origin
  if (url.pathname.startsWith('/dev/') && origin !== undefined && !isLoopbackOrigin(origin)) {
    return { status: 403, json: errorBody(`Dev routes answer pages on this machine only, not ${origin}`, 'origin') }
  }
  const rawBody = req.method === 'POST' ? await readBody(req) : ''
  const ctx: RouteContext = {
    method: req.method ?? 'GET',
    path: url.pathname,
    params: match.params,
    query: url.searchParams,
    headers: req.headers,
    rawBody,
    body: parseJsonLoosely(rawBody),
  }
  if (match.route.requiresProjectId && !projectIdOf(ctx)) return { status: 400, json: errorBody('projectId is required', 'projectId') }
  return match.route.handle(ctx)
}

/** Serves routes on 127.0.0.1 with CORS on every answer and JSON errors instead of crashes. */
export function startHttpService(options: {
  port: number
  routes: ReadonlyArray<Route>
  stats: RequestStats
  /** Websocket upgrades; without a handler they are refused. */
  onUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void
}): Promise<HttpService> {
  const server = createServer((req, res) => {
    const cors = corsHeaders(req)
    handle(req, options.routes, options.stats)
      .then((reply) => send(res, reply, cors))
      .catch((error: unknown) => {
        if (error instanceof HttpError) return send(res, { status: error.status, json: error.body ?? errorBody(error.message) }, cors)
        const message = error instanceof Error ? error.message : String(error)
        send(res, { status: 500, json: errorBody(`Internal error: ${message}`, 'internal') }, cors)
      })
  })
  server.on('upgrade', (req, socket, head) => {
    if (options.onUpgrade) options.onUpgrade(req, socket, head)
    else socket.destroy()
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
