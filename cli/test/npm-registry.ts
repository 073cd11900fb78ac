import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

export type LocalNpmRegistry = { url: string; server: Server; requests: string[] }

/**
 * Packs `name@1.0.0` whose postinstall script writes `marker` (what a hostile package does on
 * `npm install`), into `dir`; returns the tarball's bytes.
 */
export function packPostinstallPackage(dir: string, name: string, marker: string): Buffer {
  const source = join(dir, 'package-source')
  mkdirSync(source, { recursive: true })
  writeFileSync(
    join(source, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', main: 'index.js', scripts: { postinstall: 'node postinstall.js' } }),
  )
  writeFileSync(join(source, 'index.js'), 'module.exports = 1\n')
  writeFileSync(join(source, 'postinstall.js'), `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')\n`)
  const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: source, encoding: 'utf8' })
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`)
  return readFileSync(join(dir, packed.stdout.trim().split('\n').at(-1) ?? ''))
}

/** An npm registry on 127.0.0.1 that serves one package (its packument and its tarball). */
export async function startNpmRegistry(name: string, tarball: Buffer): Promise<LocalNpmRegistry> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    if (req.url === `/${name}`) {
      const dist = {
        tarball: `${url}/${name}/-/${name}-1.0.0.tgz`,
        shasum: createHash('sha1').update(tarball).digest('hex'),
        integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
      }
      const manifest = {
        name,
        version: '1.0.0',
        main: 'index.js',
        scripts: { postinstall: 'node postinstall.js' },
        hasInstallScript: true,
        dist,
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ name, 'dist-tags': { latest: '1.0.0' }, versions: { '1.0.0': manifest } }))
    }
    if (req.url === `/${name}/-/${name}-1.0.0.tgz`) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': tarball.length })
      return res.end(tarball)
    }
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end('{"error":"not found"}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server, requests }
}
