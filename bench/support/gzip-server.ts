import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json'])

export type GzipServer = { url: string; close(): Promise<void> }

/**
 * Serves a built page on 127.0.0.1 the way a production host would: text compressed with gzip
 * (level 9, compressed once and kept), so Chromium's own transfer sizes are the gzip figures.
 * Unknown paths get index.html. `cache-control: no-cache` keeps every page load honest while
 * letting warm opens reuse what the page already fetched.
 */
export async function serveGzip(dir: string): Promise<GzipServer> {
  const cache = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const ext = extname(file)
    res.setHeader('content-type', types[ext] ?? 'application/octet-stream')
    res.setHeader('cache-control', 'no-cache')
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (!compressible.has(ext) || !accepts) return void res.end(readFileSync(file))
    let body = cache.get(file)
    if (!body) cache.set(file, (body = gzipSync(readFileSync(file), { level: 9 })))
    res.setHeader('content-encoding', 'gzip')
    res.setHeader('content-length', body.length)
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
