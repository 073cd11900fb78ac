import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, initHost, runCli, runCliAsync, scratch, tree } from './helpers'

// Issue 32: what a hostile registry answers must not install something else, add up past the
// size cap, or reorder and hide text on the developer's terminal.
const dirs: string[] = []
const servers: Server[] = []
afterEach(async () => {
  cleanup(...dirs.splice(0))
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

function host(): string {
  const dir = initHost('answers')
  dirs.push(dir)
  return dir
}

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const lib = (name: string, content: string, registryDependencies: string[] = []) => ({
  name,
  type: 'registry:lib',
  registryDependencies,
  files: [{ path: `registry/lib/answers/${name}.ts`, type: 'registry:lib', content }],
  meta: { version: '1.0.0' },
})

describe('registry answers', { timeout: 120_000 }, () => {
  test('behavior: an item whose name differs from the one asked for is refused, over HTTP and from a folder', async () => {
    const url = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(lib('other', 'export const other = 1\n'))),
    )
    const dir = host()
    const before = tree(dir)
    const fetched = await runCliAsync(['add', `${url}/r/widget.json`, '--cwd', dir, '--yes', '--no-install'])
    expect(fetched.code).toBe(1)
    expect(fetched.stderr).toContain('error [ITEM_NAME_MISMATCH]')
    expect(fetched.stderr).toContain('Asked the registry for widget and it returned an item named other')
    const folder = scratch('answers-folder')
    dirs.push(folder)
    writeFileSync(join(folder, 'widget.json'), JSON.stringify(lib('other', 'export const other = 1\n')))
    const local = runCli(['add', 'widget', '--registry', folder, '--cwd', dir, '--yes', '--no-install'])
    expect(local.code).toBe(1)
    expect(local.stderr).toContain('error [ITEM_NAME_MISMATCH]')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: the 2 MiB cap holds for the sum of what one command fetches, and nothing is written', async () => {
    let served = 0
    // Ten items of 400 KB each, every one under the per-response cap, 4 MB together.
    const url = await serve((req, res) => {
      const n = Number(/item-(\d+)\.json$/.exec(req.url ?? '')?.[1] ?? Number.NaN)
      if (!Number.isInteger(n) || n > 9) return void res.writeHead(404).end()
      served++
      const item = lib(`item-${n}`, `// ${'x'.repeat(400 * 1024)}\n`, n < 9 ? [`item-${n + 1}`] : [])
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(item))
    })
    const dir = host()
    const before = tree(dir)
    const result = await runCliAsync(['add', `${url}/r/item-0.json`, '--cwd', dir, '--yes', '--no-install'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [REGISTRY_TOTAL_TOO_LARGE]')
    expect(served).toBe(6)
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: bidi and zero-width characters from a registry are shown escaped, never raw', () => {
    const registry = scratch('answers-bidi')
    dirs.push(registry)
    mkdirSync(join(registry, 'registry'))
    const item = { ...lib('bidi', 'export const x = 1\n'), description: 'Safe\u202e gnp.exe, looks\u200b fine\u2066 here\u2069' }
    writeFileSync(join(registry, 'registry.json'), JSON.stringify({ name: 'bidi', homepage: 'https://example.invalid', items: [item] }))
    const listed = runCli(['list', '--registry', registry])
    expect(listed.code).toBe(0)
    expect(listed.stdout).not.toMatch(/[\u202e\u200b\u2066\u2069]/)
    expect(listed.stdout).toContain('Safe\\u{202e} gnp.exe, looks\\u{200b} fine\\u{2066} here\\u{2069}')
  })
})
