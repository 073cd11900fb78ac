import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { cleanup, initHost, read, repoRoot, runCli, scratch } from './helpers'

// The registry as it was before lib/state moved into folders (commit 097a1df): hosts installed
// then record the flat paths in their lock files.
const BEFORE_MOVE = '097a1df^'
const OLD = 'src/lib/walletkit/state/kit-evm-account.ts'
const NEW = 'src/lib/walletkit/state/connection/kit-evm-account.ts'
const NOTE = '// What the wallet feature flows read from a kit: its EVM account, wallet and balances.'
const HOST_EDIT = "// host: a note of our own\nexport type HostKit = import('@/lib/walletkit/state/create-wallet-kit').WalletKit"

const dirs: string[] = []
afterAll(() => cleanup(...dirs))

function previousRegistry(): string {
  const dir = scratch('registry-before-move')
  dirs.push(dir)
  const result = spawnSync('sh', ['-c', `git -C "${repoRoot}" archive ${BEFORE_MOVE} registry | tar -x -C "${dir}"`], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git archive failed: ${result.stderr}`)
  return dir
}

/** Today's registry in a scratch folder, so a test can publish a change of its own. */
function currentRegistry(): string {
  const dir = scratch('registry-after-move')
  dirs.push(dir)
  cpSync(join(repoRoot, 'registry'), join(dir, 'registry'), { recursive: true })
  return dir
}

/** A host with kit-evm-account (and so state and its dependencies) from the registry before the move. */
function hostBeforeMove(prefix: string): string {
  const dir = initHost(prefix)
  dirs.push(dir)
  const added = runCli(['add', 'kit-evm-account', '--registry', previousRegistry(), '--cwd', dir, '--yes', '--no-install'])
  expect(added.code, added.stderr).toBe(0)
  expect(existsSync(join(dir, OLD))).toBe(true)
  return dir
}

const editHost = (dir: string, edit: (text: string) => string) => writeFileSync(join(dir, OLD), edit(read(dir, OLD)))

type LockEntry = { path: string; target: string; localEdits?: boolean }
const lockOf = (dir: string) =>
  JSON.parse(read(dir, 'walletkit.lock.json')) as { items: Record<string, { version: string; files: LockEntry[] }> }

/** Every script under src/ that still imports a flat lib/state path the move took away. */
function oldImports(dir: string): string[] {
  const flat = new Set(
    readdirSync(join(repoRoot, 'registry/lib/state'))
      .filter((name) => statSync(join(repoRoot, 'registry/lib/state', name)).isDirectory())
      .flatMap((folder) => readdirSync(join(repoRoot, 'registry/lib/state', folder)).map((name) => name.replace(/\.tsx?$/, ''))),
  )
  const found: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/['"]@\/lib\/walletkit\/state\/([\w-]+)['"]/g)) {
          if (match[1] && flat.has(match[1])) found.push(`${path}: ${match[0]}`)
        }
      }
    }
  }
  walk(join(dir, 'src'))
  return found
}

/** The item's version in this repo's registry: the update brings the host to it. */
function registryVersion(name: string): string | undefined {
  const { items } = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as {
    items: Array<{ name: string; meta?: { version?: string } }>
  }
  return items.find((item) => item.name === name)?.meta?.version
}

describe('walletkit update across the lib/state move', { timeout: 240_000 }, () => {
  test('behavior: an edited moved file is carried to its new path with the edit, imports rewritten, lock updated, host type-checks', () => {
    const dir = hostBeforeMove('move-edited')
    editHost(dir, (text) => text.replace(NOTE, `${NOTE}\n${HOST_EDIT}`))
    const registry = currentRegistry()
    const result = runCli(['update', '--registry', registry, '--cwd', dir, '--no-install'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`merged    ${NEW}`)
    expect(result.stdout).toContain(`moved     ${OLD} -> ${NEW}`)
    // The edit is kept, and its own import of a moved file follows the move.
    const moved = read(dir, NEW)
    expect(moved).toContain('// host: a note of our own')
    expect(moved).toContain("import('@/lib/walletkit/state/start/create-wallet-kit').WalletKit")
    expect(moved).not.toContain('<<<<<<<')
    expect(existsSync(join(dir, OLD))).toBe(false)
    // An unedited moved file: replaced at its new place, the old one gone.
    expect(existsSync(join(dir, 'src/lib/walletkit/state/start/options.ts'))).toBe(true)
    expect(existsSync(join(dir, 'src/lib/walletkit/state/options.ts'))).toBe(false)
    expect(oldImports(dir)).toEqual([])
    const lock = lockOf(dir)
    expect(lock.items['kit-evm-account']?.version).toBe(registryVersion('kit-evm-account'))
    expect(lock.items['kit-evm-account']?.files).toEqual([
      expect.objectContaining({ path: 'registry/lib/state/connection/kit-evm-account.ts', target: NEW, localEdits: true }),
    ])
    expect(lock.items.state?.files.some((f) => f.target === 'src/lib/walletkit/state/start/options.ts')).toBe(true)
    expect(lock.items.state?.files.some((f) => /^src\/lib\/walletkit\/state\/[\w-]+\.tsx?$/.test(f.target))).toBe(false)
    // Nothing left to do, nothing differs but the host's edit.
    expect(runCli(['diff', 'state', '--registry', registry, '--cwd', dir]).stdout).toContain('No differences.')
    const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', '.', '--noEmit'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(`${tsc.stdout}${tsc.stderr}`.trim()).toBe('')
    expect(tsc.status).toBe(0)
  })

  test('behavior: updating only state rewrites the moved imports in the copies of an item left alone', () => {
    const dir = hostBeforeMove('move-relink')
    const registry = currentRegistry()
    const result = runCli(['update', 'state', '--registry', registry, '--cwd', dir, '--no-install'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`relinked  ${OLD}`)
    expect(read(dir, OLD)).toContain("from '@/lib/walletkit/state/start/create-wallet-kit'")
    expect(oldImports(dir)).toEqual([])
    // Still untouched for the next update: replaced and moved, not merged.
    const next = runCli(['update', '--registry', registry, '--cwd', dir, '--no-install'])
    expect(next.code, next.stderr).toBe(0)
    expect(next.stdout).toContain(`replaced  ${NEW}`)
    expect(next.stdout).toContain(`moved     ${OLD} -> ${NEW}`)
    expect(lockOf(dir).items['kit-evm-account']?.files[0]?.localEdits).toBeUndefined()
  })

  test('behavior: a host edit and a registry change on the same line of a moved file conflict at the new path, both kept', () => {
    const dir = hostBeforeMove('move-conflict')
    editHost(dir, (text) => text.replace(NOTE, '// HOST: our reading of the kit'))
    const registry = currentRegistry()
    const source = join(registry, 'registry/lib/state/connection/kit-evm-account.ts')
    writeFileSync(source, readFileSync(source, 'utf8').replace(NOTE, '// REGISTRY: what flows read from a kit'))
    const result = runCli(['update', '--registry', registry, '--cwd', dir, '--no-install'])
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain('error [MERGE_CONFLICTS]')
    expect(result.stderr).toContain(NEW)
    const text = read(dir, NEW)
    expect(text).toContain('<<<<<<< local')
    expect(text).toContain('// HOST: our reading of the kit')
    expect(text).toContain('// REGISTRY: what flows read from a kit')
    expect(text).toContain('>>>>>>> registry')
    expect(text).toContain("from '@/lib/walletkit/state/start/create-wallet-kit'")
    expect(existsSync(join(dir, OLD))).toBe(false)
  })
})
