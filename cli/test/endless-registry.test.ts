import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, initHost, runCliAsync, tree } from './helpers'

// A remote registry that never runs out: every item it serves depends on a new one, so no cycle
// ever closes and every answer is small enough to pass the size cap. The CLI must stop on its own.
const dirs: string[] = []
const servers: Server[] = []
afterEach(async () => {
  cleanup(...dirs.splice(0))
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

describe('an endless registry', { timeout: 180_000 }, () => {
  test('behavior: a dependency chain that never ends is refused after 500 items, and nothing is written', async () => {
    let served = 0
    const server = createServer((req, res) => {
      const n = Number(/item-(\d+)\.json$/.exec(req.url ?? '')?.[1] ?? Number.NaN)
      if (!Number.isInteger(n)) return void res.writeHead(404).end()
      served++
      const item = {
        name: `item-${n}`,
        type: 'registry:lib',
        registryDependencies: [`item-${n + 1}`],
        files: [{ path: `registry/lib/endless/item-${n}.ts`, type: 'registry:lib', content: `export const n = ${n}\n` }],
        meta: { version: '1.0.0' },
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(item))
    })
    servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const dir = initHost('endless')
    dirs.push(dir)
    const before = tree(dir)
    const result = await runCliAsync([
      'add',
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/r/item-0.json`,
      '--cwd',
      dir,
      '--yes',
      '--no-install',
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [DEPENDENCY_LIMIT]')
    expect(result.stderr).toContain('more than 500 registry items')
    expect(served).toBe(500)
    expect(tree(dir)).toEqual(before)
  })
})
