import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { basicRegistry, cleanup, fixtures, initHost, read, repoRoot, runCli, runCliAsync, scratch, tree } from './helpers'
import { registryItemNames } from './registry-items'

const dirs: string[] = []
const servers: Server[] = []
afterEach(async () => {
  cleanup(...dirs.splice(0))
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

/** Builds the fixture registry the way a publisher would: `walletkit build`. */
function buildFixture(): { out: string; snapshot: string } {
  const out = scratch('built')
  dirs.push(out)
  const result = runCli(['build', '--cwd', basicRegistry, '--out', join(out, 'r'), '--snapshot', join(out, 'snapshot.json')])
  expect(result.code).toBe(0)
  return { out: join(out, 'r'), snapshot: join(out, 'snapshot.json') }
}

/**
 * Serves the files of `folder` under http://127.0.0.1:<port>/r/ (404 for what it lacks), closed
 * after the test; with `token`, only to `Authorization: Bearer <token>` (401 otherwise). Resolves
 * with the /r base URL.
 */
async function serveFolder(folder: string, token?: string): Promise<string> {
  const server = createServer((req, res) => {
    if (token !== undefined && req.headers.authorization !== `Bearer ${token}`) return res.writeHead(401).end()
    try {
      res.end(readFileSync(join(folder, (req.url ?? '').replace(/^\/r\//, ''))))
    } catch {
      res.writeHead(404).end()
    }
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/r`
}

function host(): string {
  const dir = initHost('sources')
  dirs.push(dir)
  return dir
}

describe('registry sources', { timeout: 120_000 }, () => {
  test('behavior: offline add from an embedded snapshot with every network call refused', () => {
    const { snapshot } = buildFixture()
    const dir = host()
    const result = runCli(['add', 'fx-send-view', '--cwd', dir, '--no-install'], {
      env: { WALLETKIT_SNAPSHOT: snapshot },
      nodeArgs: ['--import', join(fixtures, 'no-network.mjs')],
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(read(dir, 'src/components/walletkit/views/fx-send-view.tsx')).toContain('FxSendView')
    expect(JSON.parse(read(dir, 'walletkit.lock.json')).items['fx-send-view'].source).toBe('embedded')
  })

  test('behavior: the snapshot built into the CLI serves every item of registry/registry.json offline', () => {
    const index = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as { items: Array<{ name: string }> }
    const offline = { nodeArgs: ['--import', join(fixtures, 'no-network.mjs')] }
    const listed = runCli(['list', '--json'], offline)
    expect(listed.code).toBe(0)
    const names = (JSON.parse(listed.stdout) as Array<{ name: string }>).map((item) => item.name)
    // `npm test` rebuilds the snapshot from registry.json first: the two must name the same items.
    expect(names.length).toBeGreaterThan(0)
    expect([...names].sort()).toEqual(index.items.map((item) => item.name).sort())
    // This host is a Vite app: the items made for other frameworks only (meta.frameworks) are refused.
    const { leftOut } = registryItemNames('vite')
    const fitting = names.filter((name) => !leftOut.includes(name))
    const dir = host()
    const added = runCli(['add', ...fitting, '--cwd', dir, '--no-install', '--yes'], offline)
    expect(added.stderr).toBe('')
    expect(added.code).toBe(0)
    const lock = JSON.parse(read(dir, 'walletkit.lock.json')) as {
      items: Record<string, { source: string; files: Array<{ target: string }> }>
    }
    expect(Object.keys(lock.items).sort()).toEqual([...fitting].sort())
    for (const [name, item] of Object.entries(lock.items)) {
      expect(item.source, name).toBe('embedded')
      for (const file of item.files) expect(existsSync(join(dir, file.target)), `${name}: ${file.target}`).toBe(true)
    }
  })

  test('behavior: built r/<name>.json served over HTTP with namespaced headers and ${ENV} expansion', async () => {
    const { out } = buildFixture()
    const base = await serveFolder(out, 's3cret')
    const dir = host()
    const config = JSON.parse(read(dir, 'walletkit.json'))
    config.registries = { '@acme': { url: `${base}/{name}.json`, headers: { Authorization: 'Bearer ${ACME_TOKEN}' } } }
    writeFileSync(join(dir, 'walletkit.json'), JSON.stringify(config))

    const unset = await runCliAsync(['add', '@acme/fx-hook', '--cwd', dir, '--no-install'])
    expect(unset.code).toBe(1)
    expect(unset.stderr).toContain('error [ENV_MISSING]')
    expect(unset.stderr).toContain('ACME_TOKEN')

    const wrong = await runCliAsync(['add', '@acme/fx-hook', '--cwd', dir, '--no-install'], { env: { ACME_TOKEN: 'nope' } })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('error [REGISTRY_UNAUTHORIZED]')

    const ok = await runCliAsync(['add', '@acme/fx-hook', '--cwd', dir, '--no-install'], { env: { ACME_TOKEN: 's3cret' } })
    expect(ok.stderr).toBe('')
    expect(ok.code).toBe(0)
    expect(read(dir, 'src/hooks/walletkit/use-fx.ts')).toContain('@/lib/walletkit/fx/utils')
    const lock = read(dir, 'walletkit.lock.json')
    expect(JSON.parse(lock).items['fx-utils'].source).toBe('@acme')
    expect(lock).not.toContain('s3cret')

    const missing = await runCliAsync(['add', '@acme/nothing-here', '--cwd', dir, '--no-install'], { env: { ACME_TOKEN: 's3cret' } })
    expect(missing.stderr).toContain('error [ITEM_NOT_FOUND]')
  })

  test('behavior: an item URL installs it, with dependencies published as full URLs (--public-url)', async () => {
    const out = scratch('public')
    dirs.push(out)
    const base = await serveFolder(out)
    expect((await runCliAsync(['build', '--cwd', basicRegistry, '--out', out, '--public-url', base])).code).toBe(0)
    expect(JSON.parse(readFileSync(join(out, 'fx-hook.json'), 'utf8')).registryDependencies).toEqual([`${base}/fx-utils.json`])
    const dir = host()
    const result = await runCliAsync(['add', `${base}/fx-hook.json`, '--cwd', dir, '--no-install'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const lock = JSON.parse(read(dir, 'walletkit.lock.json'))
    expect(lock.items['fx-utils'].source).toBe(`${base}/{name}.json`)
    expect(read(dir, 'src/lib/walletkit/fx/utils.ts')).toContain('export function cn')
  })

  test('behavior: an item published for the stock shadcn CLI installs the same files as from its source, under the host aliases', async () => {
    const out = scratch('public-shadcn')
    dirs.push(out)
    const base = await serveFolder(out)
    expect((await runCliAsync(['build', '--cwd', basicRegistry, '--out', out, '--public-url', base])).code).toBe(0)
    // Published: each kit file placed by the default aliases, in shadcn's alias-rooted form, and
    // named so in every import; the hashes are the published content's.
    const modal = JSON.parse(readFileSync(join(out, 'fx-modal.json'), 'utf8'))
    const fxModal = modal.files.find((file: { path: string }) => file.path.endsWith('fx-modal.tsx'))
    expect(fxModal.target).toBe('@components/walletkit/modal/fx-modal.tsx')
    expect(fxModal.content).toContain("from '@/components/walletkit/ui/fx-button'")
    expect(fxModal.content).not.toContain('@/registry/')
    expect(JSON.parse(readFileSync(join(out, 'fx-button.json'), 'utf8')).files[0].target).toBe('@components/walletkit/ui/fx-button.tsx')
    expect(JSON.parse(readFileSync(join(out, 'fx-theme.json'), 'utf8')).files[0].target).toBe('src/styles/fx-theme.css')

    // Hosts whose aliases are not the defaults: both forms must land on them alike.
    const installed = async (source: string[]) => {
      const dir = host()
      const config = JSON.parse(read(dir, 'walletkit.json'))
      config.aliases = { lib: '@/lib/kit', hooks: '@/hooks/kit', ui: '@/components/kit/ui', components: '@/components/kit' }
      writeFileSync(join(dir, 'walletkit.json'), JSON.stringify(config, null, 2))
      const result = await runCliAsync(['add', ...source, '--cwd', dir, '--no-install'])
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      const files = tree(dir)
      for (const path of Object.keys(files)) if (path === 'walletkit.lock.json' || path.startsWith('.walletkit/')) delete files[path]
      return files
    }
    const fromSource = await installed(['fx-send-view', '--registry', basicRegistry])
    const fromPublished = await installed([`${base}/fx-send-view.json`])
    expect(fromSource['src/components/kit/modal/fx-modal.tsx']).toContain("from '@/components/kit/ui/fx-button'")
    expect(fromPublished).toEqual(fromSource)
  })

  test('behavior: list filters by query and view prints the item as JSON', () => {
    const listed = runCli(['list', 'send', '--registry', basicRegistry])
    expect(listed.stdout).toContain('fx-send-view')
    expect(listed.stdout).not.toContain('fx-utils')
    const viewed = runCli(['view', 'fx-utils', '--registry', basicRegistry])
    const item = JSON.parse(viewed.stdout)
    expect(item.files[0].content).toContain('export function cn')
    expect(item.meta.sha256['registry/lib/fx/utils.ts']).toMatch(/^[0-9a-f]{64}$/)
  })
})
