import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'

/** `ip` is the peer address, for per-IP limits. */
export type Request = { method: string; url: URL; body: unknown; ip: string }
export type Response =
  | { status?: number; json: unknown }
  | { status?: number; html: string; headers?: Record<string, string> }
  | { status?: number; js: string }
  | { status: 302; location: string }
export type Handler = (request: Request) => Response | Promise<Response>
export type Routes = Record<string, Handler>

/** A client mistake; answered as `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterMs: number): HttpError {
  return new HttpError(429, 'Too many attempts', { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })
}

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(400, `Invalid request: ${result.error.issues[0]?.message ?? 'unreadable'}`)
  return result.data
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw new HttpError(413, 'Body too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Body is not JSON')
  }
}

/**
 * A POST must come from a page of this site (Origin equal to `base`) and carry a JSON body: a
 * cross-site form or a `text/plain` fetch is refused before any handler runs, so no state changes
 * without the browser's CORS protection in front of it.
 */
function checkPost(req: IncomingMessage, base: string): void {
  if (req.headers.origin !== new URL(base).origin) throw new HttpError(403, 'Origin not allowed')
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') throw new HttpError(415, 'JSON body required')
}

/** Dispatches `METHOD /path` to its handler and writes the reply. */
export async function serve(routes: Routes, req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', base)
    const handler = routes[`${req.method} ${url.pathname}`]
    if (!handler) throw new HttpError(404, 'Not found')
    if (req.method === 'POST') checkPost(req, base)
    const body = req.method === 'POST' ? await readBody(req) : undefined
    const reply = await handler({ method: req.method ?? 'GET', url, body, ip: req.socket.remoteAddress ?? 'unknown' })
    write(res, reply)
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500
    const message = error instanceof HttpError ? error.message : 'Internal error'
    write(res, { status, json: { message } }, error instanceof HttpError ? error.headers : {})
  }
}

function write(res: ServerResponse, reply: Response, extra: Record<string, string> = {}): void {
  // Nothing this site serves may be framed unless a page says otherwise (/sdk names its allowed apps).
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "frame-ancestors 'none'",
    ...extra,
  }
  if ('location' in reply) {
    res.writeHead(302, { ...headers, location: reply.location }).end()
  } else if ('json' in reply) {
    res.writeHead(reply.status ?? 200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.json))
  } else if ('html' in reply) {
    res.writeHead(reply.status ?? 200, { ...headers, ...reply.headers, 'content-type': 'text/html; charset=utf-8' }).end(reply.html)
  } else {
    res.writeHead(reply.status ?? 200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(reply.js)
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
