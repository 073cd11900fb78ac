import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Serves the esbuild-bundled host page on 127.0.0.1 (a different origin from the frame's localhost). */
export async function startHostPage(entry = './host-page.ts'): Promise<{ url: string; stop(): Promise<void> }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting: false,
    absWorkingDir: root,
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'silent',
  })
  const script = result.outputFiles[0]?.text ?? ''
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/host.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    } else {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>host</title><body><script type="module" src="/host.js"></script></body>')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
