import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export type ExportServer = { url: string; server: Server; close(): Promise<void> }

/**
 * Serves the static export as any file host would: `dir/x/` answers `dir/x/index.html`, a file
 * without extension (the search index, the fixtures) is JSON, and anything else is a real 404
 * with out/404.html, so a broken link shows up as one.
 */
export async function serveExport(dir: string, port = 0): Promise<ExportServer> {
  const root = normalize(dir + sep)
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    let file = join(root, path)
    if (file.startsWith(root) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404, { 'content-type': types['.html']! })
      const notFound = join(root, '404.html')
      return existsSync(notFound) ? void createReadStream(notFound).pipe(res) : void res.end('not found')
    }
    const ext = extname(file)
    res.setHeader('content-type', types[ext] ?? (ext === '' ? 'application/json' : 'application/octet-stream'))
    res.setHeader('cache-control', ext === '.html' ? 'no-cache' : 'max-age=600')
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}
