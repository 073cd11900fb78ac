import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

// Test-only helper (not part of any registry item): a real HTTP server on 127.0.0.1, port 0.

export type RecordedRequest = {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

export type Reply = { status?: number; body?: string; json?: unknown; headers?: Record<string, string> }
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export type LocalServer = {
  url: string
  requests: RecordedRequest[]
  setHandler(handler: Handler): void
  close(): Promise<void>
}

export async function startLocalServer(initial: Handler = () => ({ json: {} })): Promise<LocalServer> {
  let handler = initial
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    }
    requests.push(recorded)
    try {
      const reply = await handler(recorded)
      const body = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
      res.end(body)
    } catch {
      res.writeHead(500)
      res.end('handler failed')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler: (next) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
