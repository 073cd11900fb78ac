import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, initHost, read, runCliAsync, runCliOnTty, scratch, tree } from './helpers'
import { packPostinstallPackage, startNpmRegistry } from './npm-registry'

// Issue 32: `walletkit add` installed whatever npm packages an item named, lifecycle scripts
// included, without asking. A local npm registry serves a package whose postinstall writes a marker.
const PACKAGE = 'wk-postinstall-probe'
const dirs: string[] = []
const servers: Server[] = []
afterEach(async () => {
  cleanup(...dirs.splice(0))
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

async function setup() {
  const work = scratch('new-packages')
  dirs.push(work)
  const marker = join(work, 'POSTINSTALL-RAN')
  const npm = await startNpmRegistry(PACKAGE, packPostinstallPackage(work, PACKAGE, marker))
  servers.push(npm.server)
  const registry = join(work, 'registry')
  const item = {
    name: 'probe',
    type: 'registry:lib',
    dependencies: [`${PACKAGE}@1.0.0`],
    files: [{ path: 'registry/lib/probe/probe.ts', type: 'registry:lib', content: 'export const probe = 1\n' }],
    meta: { version: '1.0.0' },
  }
  mkdirSync(registry)
  writeFileSync(
    join(registry, 'registry.json'),
    JSON.stringify({ name: 'probe-registry', homepage: 'https://example.invalid', items: [item] }),
  )
  const dir = initHost('new-packages')
  dirs.push(dir)
  // A host with nothing to install but what the item brings, so npm talks only to the local registry.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', private: true, version: '0.0.0' }))
  const env = {
    npm_config_registry: npm.url,
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  }
  const add = (...args: string[]) => runCliAsync(['add', 'probe', '--registry', registry, '--cwd', dir, ...args], { env })
  return { dir, marker, add, npm, registry }
}

describe('npm packages an item brings', { timeout: 120_000 }, () => {
  test('behavior: under --yes a package new to the project is refused, listed, and nothing is written or installed', async () => {
    const { dir, marker, add, npm } = await setup()
    const before = tree(dir)
    const result = await add('--yes')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [NEW_PACKAGES]')
    expect(result.stderr).toContain(`${PACKAGE}@1.0.0`)
    expect(result.stderr).toContain('--allow-new-packages')
    expect(tree(dir)).toEqual(before)
    expect(npm.requests).toEqual([])
    expect(existsSync(marker)).toBe(false)
  })

  test('behavior: --allow-new-packages installs it without running its lifecycle scripts', async () => {
    const { dir, marker, add } = await setup()
    const result = await add('--yes', '--allow-new-packages')
    expect(result.stderr).not.toContain('error')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`New npm packages: ${PACKAGE}@1.0.0`)
    expect(result.stdout).toContain('install scripts were not run')
    expect(JSON.parse(read(dir, 'package.json')).dependencies[PACKAGE]).toBeDefined()
    expect(existsSync(join(dir, 'node_modules', PACKAGE, 'index.js'))).toBe(true)
    expect(existsSync(marker)).toBe(false)
  })

  test('parameters: --allow-scripts lets the user run them (the control: the script does run)', async () => {
    const { marker, add } = await setup()
    const result = await add('--yes', '--allow-new-packages', '--allow-scripts')
    expect(result.code).toBe(0)
    expect(existsSync(marker)).toBe(true)
  })

  test('behavior: on a terminal the new packages are listed and asked about; no refuses with nothing written', async () => {
    const { dir, marker, npm, registry } = await setup()
    const before = tree(dir)
    const result = await runCliOnTty(['add', 'probe', '--registry', registry, '--cwd', dir], 'npm package(s) new to this project?', 'n')
    // Without the question the refusal below would come from the non-TTY path and prove nothing.
    expect(result.prompted).toBe(true)
    expect(result.output).toContain(`New npm packages: ${PACKAGE}@1.0.0`)
    expect(result.output).toContain('Install 1 npm package(s) new to this project?')
    expect(result.code).toBe(1)
    expect(result.output).toContain('error [NEW_PACKAGES]')
    expect(tree(dir)).toEqual(before)
    expect(npm.requests).toEqual([])
    expect(existsSync(marker)).toBe(false)
  })
})
