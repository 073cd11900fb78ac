import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, copyRegistry, fixtures, initHost, publishWidgetWithNpmrc, read, runCli, tree } from './helpers'

// A lock edited by someone else (a merge gone wrong, a pull request nobody read): every entry is
// well-formed, so the schema lets it through, but it claims files walletkit never wrote. The
// hashes match the files on disk, so "untouched" alone would let remove and update delete or
// replace them. Dotfiles and tool configs need the user's --allow-config-files whatever the lock
// says; a target that is a folder is refused by name.
const careful = join(fixtures, 'registry-careful')
const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function host(): string {
  const dir = initHost('tamper')
  dirs.push(dir)
  return dir
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')
type LockJson = { items: Record<string, { files: Array<Record<string, unknown>> }> }

/** Adds entries to widget's lock record that claim `targets`, with each file's current hash. */
function forge(dir: string, targets: string[]): void {
  const lock = JSON.parse(read(dir, 'walletkit.lock.json')) as LockJson
  for (const target of targets) {
    const hash = existsSync(join(dir, target)) && !target.endsWith('/') ? sha(readFileSync(join(dir, target), 'utf8')) : sha('')
    lock.items.widget!.files.push({
      path: `registry/lib/widget/${target.replace(/[^\w]/g, '-')}.ts`,
      target: target.replace(/\/$/, ''),
      sha256Written: hash,
      sha256Pristine: hash,
    })
  }
  writeFileSync(join(dir, 'walletkit.lock.json'), JSON.stringify(lock))
}

function installWidget(registry = careful): string {
  const dir = host()
  expect(runCli(['add', 'widget', '--registry', registry, '--cwd', dir, '--yes', '--no-install']).code).toBe(0)
  writeFileSync(join(dir, '.npmrc'), 'save-exact=true\n')
  return dir
}

const configs = ['package.json', 'walletkit.json', 'vite.config.ts', '.npmrc', 'tsconfig.json']

describe('a tampered lock', { timeout: 120_000 }, () => {
  test('behavior: remove keeps the host configs a forged entry claims, and deletes the item’s own file', () => {
    const dir = installWidget()
    forge(dir, configs)
    const before = tree(dir)
    const result = runCli(['remove', 'widget', '--cwd', dir])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    for (const target of configs) {
      expect(read(dir, target), target).toBe(before[target])
      expect(result.stdout).toContain(`kept   ${target} (a dotfile or tool configuration: deleted only with --allow-config-files)`)
    }
    expect(existsSync(join(dir, 'src/lib/walletkit/widget/widget.ts'))).toBe(false)
  })

  test('parameters: remove --allow-config-files deletes a tool config the user let an item install', () => {
    const dir = host()
    expect(
      runCli(['add', 'vscode-settings', '--registry', careful, '--cwd', dir, '--yes', '--no-install', '--allow-config-files']).code,
    ).toBe(0)
    const kept = runCli(['remove', 'vscode-settings', '--cwd', dir, '--dry-run'])
    expect(kept.stdout).toContain('kept   .vscode/settings.json')
    const removed = runCli(['remove', 'vscode-settings', '--cwd', dir, '--allow-config-files'])
    expect(removed.code).toBe(0)
    expect(removed.stdout).toContain('delete .vscode/settings.json')
    expect(existsSync(join(dir, '.vscode/settings.json'))).toBe(false)
  })

  test('behavior: update does not delete host configs a forged entry says the new version dropped', () => {
    const dir = installWidget()
    forge(dir, configs)
    const before = tree(dir)
    const result = runCli(['update', '--cwd', dir, '--no-install'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    for (const target of configs) {
      expect(read(dir, target), target).toBe(before[target])
      expect(result.stdout).toContain(`kept      ${target}`)
    }
  })

  test('behavior: a forged claim on .npmrc does not let a new version rewrite it without --allow-config-files', () => {
    const registry = copyRegistry(careful, 'tamper-registry')
    dirs.push(registry)
    const dir = installWidget(registry)
    forge(dir, ['.npmrc'])
    publishWidgetWithNpmrc(registry)
    const before = tree(dir)
    const result = runCli(['update', '--cwd', dir, '--no-install'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [TARGET_PROTECTED]')
    expect(result.stderr).toContain('.npmrc')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: a lock target that is a folder is refused by name, and nothing is written', () => {
    const dir = installWidget()
    forge(dir, ['src/'])
    const before = tree(dir)
    for (const args of [
      ['remove', 'widget'],
      ['update', '--no-install'],
    ]) {
      const result = runCli([...args, '--cwd', dir])
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr).toContain('error [TARGET_NOT_FILE]: src exists and is not a regular file')
      expect(result.stderr).not.toContain('UNEXPECTED')
    }
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: a registry item whose target is an existing folder is refused by name', () => {
    const registry = copyRegistry(careful, 'tamper-registry')
    dirs.push(registry)
    const index = JSON.parse(readFileSync(join(registry, 'registry.json'), 'utf8')) as { items: Array<Record<string, unknown>> }
    index.items.push({
      name: 'onto-folder',
      type: 'registry:lib',
      meta: { version: '1.0.0' },
      files: [{ path: 'registry/files/x.ts', type: 'registry:file', target: 'src/components', content: 'export {}\n' }],
    })
    writeFileSync(join(registry, 'registry.json'), JSON.stringify(index))
    const dir = host()
    mkdirSync(join(dir, 'src/components'), { recursive: true })
    const before = tree(dir)
    const result = runCli(['add', 'onto-folder', '--registry', registry, '--cwd', dir, '--yes', '--no-install', '--overwrite'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [TARGET_NOT_FILE]: src/components exists and is not a regular file')
    expect(tree(dir)).toEqual(before)
  })
})
