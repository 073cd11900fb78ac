import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, fixtures, initHost, runCli, tree } from './helpers'

const registry = join(fixtures, 'registry-malicious')
const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function host(): string {
  const dir = initHost('malicious')
  dirs.push(dir)
  return dir
}

const add = (dir: string, item: string) =>
  runCli(['add', item, '--registry', registry, '--cwd', dir, '--yes', '--no-install', '--overwrite'])

describe('malicious registries', { timeout: 120_000 }, () => {
  test.each([
    ['traversal', 'climbs out with ..'],
    ['encoded-traversal', 'percent-encoded'],
    ['absolute', 'is absolute'],
    ['nul-byte', 'control characters'],
    ['path-traversal', 'climbs out with ..'],
    ['innocent', 'climbs out with ..'],
  ])('behavior: %s is refused and nothing is written', (item, reason) => {
    const dir = host()
    const before = tree(dir)
    const result = add(dir, item)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [UNSAFE_PATH]')
    expect(result.stderr).toContain(reason)
    expect(result.stderr).not.toMatch(/\u0000/)
    expect(tree(dir)).toEqual(before)
    expect(existsSync('/tmp/walletkit-evil.ts')).toBe(false)
    expect(existsSync(join(dir, '..', 'evil.ts'))).toBe(false)
  })

  test('behavior: a symlink inside the alias root that leads outside the project is refused', () => {
    const dir = host()
    const outside = mkdtempSync(join(tmpdir(), 'walletkit-outside-'))
    dirs.push(outside)
    mkdirSync(join(dir, 'src/lib/walletkit'), { recursive: true })
    symlinkSync(outside, join(dir, 'src/lib/walletkit/linked'))
    const result = add(dir, 'symlink-escape')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [UNSAFE_PATH]')
    expect(result.stderr).toContain('symlink')
    expect(readdirSync(outside)).toEqual([])
  })

  test('behavior: a dependency spec starting with - is refused before anything is written', () => {
    const dir = host()
    const before = tree(dir)
    const result = add(dir, 'dash-dependency')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [UNSAFE_DEPENDENCY]')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: a dependency cycle is reported with its path', () => {
    const dir = host()
    const result = add(dir, 'cycle-a')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [DEPENDENCY_CYCLE]')
    expect(result.stderr).toContain('cycle-a -> cycle-b -> cycle-a')
  })

  test('behavior: content that does not match its published sha256 is refused', () => {
    const dir = host()
    const before = tree(dir)
    const result = add(dir, 'tampered')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [ITEM_INTEGRITY]')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: a source file symlinked outside a folder registry is not read', () => {
    const dir = host()
    const source = mkdtempSync(join(tmpdir(), 'walletkit-reg-'))
    dirs.push(source)
    mkdirSync(join(source, 'registry/lib/leak'), { recursive: true })
    symlinkSync('/etc/hostname', join(source, 'registry/lib/leak/secret.ts'))
    const index = {
      name: 'x',
      homepage: 'https://example.invalid',
      items: [{ name: 'leak', type: 'registry:lib', files: [{ path: 'registry/lib/leak/secret.ts', type: 'registry:lib' }] }],
    }
    writeFileSync(join(source, 'registry.json'), JSON.stringify(index))
    const result = runCli(['add', 'leak', '--registry', source, '--cwd', dir, '--no-install'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [UNSAFE_PATH]')
    expect(existsSync(join(dir, 'src/lib/walletkit/leak'))).toBe(false)
  })
})
