import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
}

export type StaticServer = { url: string; close(): Promise<void> }

/**
 * Serves a built app on 127.0.0.1 (port 0 unless given); unknown paths get index.html.
 * `headHtml` is inserted into index.html's head (the demo injects the test wallet there);
 * `pages` are more HTML pages of the same origin, by path (a test's own wrapper page).
 */
export async function serveStatic(
  dir: string,
  options: { port?: number; headHtml?: () => string; pages?: Record<string, string> } = {},
): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const page = options.pages?.[pathname]
    if (page !== undefined) {
      res.setHeader('content-type', types['.html']!)
      res.setHeader('cache-control', 'no-store')
      return void res.end(page)
    }
    const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream')
    res.setHeader('cache-control', 'no-store')
    if (file.endsWith('index.html') && options.headHtml) {
      // A replacer function: a replacement string would read `$&`, `$\`` and `$'` in the injected
      // script (a bundled wallet holds them) as patterns and splice parts of the page into it.
      const head = options.headHtml()
      return void res.end(readFileSync(file, 'utf8').replace('<head>', () => `<head>${head}`))
    }
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
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
