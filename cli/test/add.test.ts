import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { basicRegistry, cleanup, initHost, read, runCli, tree } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function host(): string {
  const dir = initHost('add')
  dirs.push(dir)
  return dir
}

/** A pnpm project whose pnpm is a stand-in on PATH that records its argv in pnpm-calls.txt instead of touching the network. */
function fakePnpm(dir: string): Record<string, string> {
  writeFileSync(join(dir, 'pnpm-lock.yaml'), '')
  const fake = join(dir, 'fake-bin')
  mkdirSync(fake)
  writeFileSync(join(fake, 'pnpm'), `#!/bin/sh\necho "$@" >> "${join(dir, 'pnpm-calls.txt')}"\n`)
  chmodSync(join(fake, 'pnpm'), 0o755)
  return { PATH: `${fake}:${process.env.PATH ?? ''}` }
}

const add = (dir: string, ...args: string[]) => runCli(['add', ...args, '--registry', basicRegistry, '--cwd', dir, '--yes', '--no-install'])

describe('walletkit add', { timeout: 120_000 }, () => {
  test('default', () => {
    const dir = host()
    const result = add(dir, 'fx-modal')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(read(dir, 'src/hooks/walletkit/use-fx.ts')).toContain("from '@/lib/walletkit/fx/utils'")
    expect(read(dir, 'src/components/walletkit/ui/fx-button.tsx')).toContain("from '@/lib/walletkit/fx/utils'")
    const modal = read(dir, 'src/components/walletkit/modal/fx-modal.tsx')
    expect(modal).toContain("from '@/components/walletkit/ui/fx-button'")
    expect(modal).not.toContain('use client')
    expect(read(dir, 'src/styles/fx-theme.css')).toContain('.fx-modal')
    expect(read(dir, 'src/index.css')).toMatch(/^@import "tailwindcss";\n@import "\.\/styles\/fx-theme\.css";\n/)
    expect(read(dir, 'src/index.css')).toContain('--fx-accent: #123456;')
    expect(read(dir, 'src/index.css')).toContain('--color-fx-accent: var(--fx-accent);')
    const lock = JSON.parse(read(dir, 'walletkit.lock.json'))
    expect(Object.keys(lock.items).sort()).toEqual(['fx-button', 'fx-hook', 'fx-modal', 'fx-theme', 'fx-utils'])
    expect(lock.items['fx-utils']).toMatchObject({ version: '1.0.0', source: `folder:${basicRegistry}` })
    expect(lock.items['fx-utils'].files[0]).toMatchObject({ path: 'registry/lib/fx/utils.ts', target: 'src/lib/walletkit/fx/utils.ts' })
    expect(lock.items['fx-utils'].files[0].sha256Written).toMatch(/^[0-9a-f]{64}$/)
    expect(result.stdout).toContain('npm dependencies: clsx@^2.1.1')
    expect(result.stdout).toContain('Skipped installing: clsx@^2.1.1')
    const installed = runCli(['list', '--installed', '--cwd', dir])
    expect(installed.stdout).toMatch(/fx-modal\s+item\s+1\.0\.0 from folder:/)
  })

  test('behavior: dependencies are written before dependents and listed in the plan', () => {
    const dir = host()
    const result = runCli(['add', 'fx-hook', '--registry', basicRegistry, '--cwd', dir, '--dry-run'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Items: fx-utils@1.0.0, fx-hook@1.0.0')
    expect(result.stdout).toContain('Dry run: nothing written.')
    expect(existsSync(join(dir, 'src/hooks'))).toBe(false)
  })

  test('behavior: a second add skips identical files and changes nothing', () => {
    const dir = host()
    add(dir, 'fx-modal')
    const before = tree(dir)
    const again = add(dir, 'fx-modal')
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('identical src/lib/walletkit/fx/utils.ts')
    expect(again.stdout).toContain('Wrote 0 file(s)')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: a locally edited file is never overwritten without --overwrite', () => {
    const dir = host()
    add(dir, 'fx-utils')
    const file = join(dir, 'src/lib/walletkit/fx/utils.ts')
    writeFileSync(file, `${read(dir, 'src/lib/walletkit/fx/utils.ts')}// mine\n`)
    const refreshed = runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--no-install'])
    expect(refreshed.code).toBe(1)
    expect(refreshed.stderr).toContain('error [FILES_EDITED]')
    expect(refreshed.stderr).toContain('src/lib/walletkit/fx/utils.ts')
    expect(refreshed.stderr).toContain('--overwrite')
    expect(read(dir, 'src/lib/walletkit/fx/utils.ts')).toContain('// mine')
    const forced = runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--no-install', '--overwrite'])
    expect(forced.code).toBe(0)
    expect(read(dir, 'src/lib/walletkit/fx/utils.ts')).not.toContain('// mine')
  })

  test('behavior: a dangling symlink where a file goes is refused by name, even with --overwrite, and its target is never created', () => {
    // Writing through the link would create a file wherever it points, outside the project.
    const dir = host()
    const outside = mkdtempSync(join(tmpdir(), 'walletkit-dangling-'))
    dirs.push(outside)
    mkdirSync(join(dir, 'src/lib/walletkit/fx'), { recursive: true })
    symlinkSync(join(outside, 'planted.ts'), join(dir, 'src/lib/walletkit/fx/utils.ts'))
    const before = tree(dir)
    const result = add(dir, 'fx-utils', '--overwrite')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [TARGET_NOT_FILE]: src/lib/walletkit/fx/utils.ts exists and is not a regular file')
    expect(readdirSync(outside)).toEqual([])
    expect(tree(dir)).toEqual(before)
  })

  test('parameters: --diff', () => {
    const dir = host()
    add(dir, 'fx-utils')
    writeFileSync(join(dir, 'src/lib/walletkit/fx/utils.ts'), 'export const FX_LIMIT = 1\n')
    const result = runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--dry-run', '--diff'])
    expect(result.stdout).toContain('EDITED')
    expect(result.stdout).toContain('-export const FX_LIMIT = 1')
    expect(result.stdout).toContain('+export function greeting')
  })

  test('parameters: --path', () => {
    const dir = host()
    const result = runCli(['add', 'fx-theme', '--registry', basicRegistry, '--cwd', dir, '--no-install', '--path', 'src/custom/theme.css'])
    expect(result.code).toBe(0)
    expect(read(dir, 'src/custom/theme.css')).toContain('.fx-modal')
  })

  test('behavior: adding a view wires it into installed-views; remove unwires it', () => {
    const dir = host()
    expect(add(dir, 'fx-send-view').code).toBe(0)
    const views = 'src/components/walletkit/modal/installed-views.tsx'
    expect(read(dir, views)).toContain(
      "FxSend: lazy(() => import('@/components/walletkit/views/fx-send-view').then((m) => ({ default: m.FxSendView })))",
    )
    // Re-adding the modal keeps the wired view.
    expect(add(dir, 'fx-modal').code).toBe(0)
    expect(read(dir, views)).toContain('FxSend:')
    const removed = runCli(['remove', 'fx-send-view', '--cwd', dir])
    expect(removed.code).toBe(0)
    expect(read(dir, views)).not.toContain('FxSend')
    expect(existsSync(join(dir, 'src/components/walletkit/views/fx-send-view.tsx'))).toBe(false)
    const lock = JSON.parse(read(dir, 'walletkit.lock.json'))
    expect(lock.items['fx-send-view']).toBeUndefined()
    expect(runCli(['diff', 'fx-modal', '--cwd', dir]).stdout).toContain('No differences.')
  })

  test('behavior: remove deletes untouched files and keeps edited ones', () => {
    const dir = host()
    add(dir, 'fx-hook')
    writeFileSync(join(dir, 'src/hooks/walletkit/use-fx.ts'), '// my own hook now\n')
    const result = runCli(['remove', 'fx-hook', 'fx-utils', '--cwd', dir])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('kept   src/hooks/walletkit/use-fx.ts (edited locally)')
    expect(existsSync(join(dir, 'src/lib/walletkit/fx/utils.ts'))).toBe(false)
    expect(read(dir, 'src/hooks/walletkit/use-fx.ts')).toBe('// my own hook now\n')
  })

  test('behavior: removing a stylesheet item takes its import out of the Tailwind entry', () => {
    const dir = host()
    const before = read(dir, 'src/index.css')
    add(dir, 'fx-theme')
    expect(read(dir, 'src/index.css')).toContain('@import "./styles/fx-theme.css";')
    expect(runCli(['remove', 'fx-theme', '--cwd', dir]).code).toBe(0)
    const after = read(dir, 'src/index.css')
    expect(after).not.toContain('fx-theme.css')
    // Variables stay: host code may have started using them, and an unused variable is harmless.
    expect(after.replace(/\n\/\* walletkit theme[\s\S]*$/, '')).toBe(before.replace(/\n\/\* walletkit theme[\s\S]*$/, ''))
    expect(after).toContain('--fx-accent: #123456;')
  })

  test('behavior: unknown items and missing config fail with a hint', () => {
    const dir = host()
    const missing = add(dir, 'nope')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('error [ITEM_NOT_FOUND]')
    expect(missing.stderr).toContain('hint: ')
    const bare = runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', join(dir, 'src')])
    expect(bare.code).toBe(1)
    expect(bare.stderr).toContain('error [CONFIG_MISSING]')
  })

  test('behavior: dependencies are installed with the package manager named by the lock file', () => {
    const dir = host()
    const env = fakePnpm(dir)
    const result = runCli(['add', 'fx-hook', '--registry', basicRegistry, '--cwd', dir, '--yes', '--allow-new-packages'], { env })
    expect(result.code).toBe(0)
    expect(read(dir, 'pnpm-calls.txt')).toBe('add --ignore-scripts clsx@^2.1.1\n')
    // Already declared by the host: not installed again.
    const manifest = JSON.parse(read(dir, 'package.json'))
    manifest.dependencies.clsx = '^2.0.0'
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
    expect(runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--yes', '--overwrite'], { env }).code).toBe(0)
    expect(read(dir, 'pnpm-calls.txt')).toBe('add --ignore-scripts clsx@^2.1.1\n')
  })

  test("behavior: a package another dependency already installed is asked for at that version; a declared range that cannot meet the item's is kept, with a warning", () => {
    const dir = host()
    const env = fakePnpm(dir)
    // Installed by something else (hoisted), not declared: kept at its version instead of a newer one in the range.
    mkdirSync(join(dir, 'node_modules', 'clsx'), { recursive: true })
    writeFileSync(join(dir, 'node_modules', 'clsx', 'package.json'), JSON.stringify({ name: 'clsx', version: '2.1.1' }))
    const pinned = runCli(['add', 'fx-hook', '--registry', basicRegistry, '--cwd', dir, '--yes', '--allow-new-packages'], { env })
    expect(pinned.code).toBe(0)
    expect(pinned.stderr).toBe('')
    expect(read(dir, 'pnpm-calls.txt')).toBe('add --ignore-scripts clsx@2.1.1\n')
    // Declared at a major the item is not written for: left alone, and the user is told.
    const manifest = JSON.parse(read(dir, 'package.json'))
    manifest.dependencies.clsx = '^1.2.1'
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
    const kept = runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--yes', '--overwrite'], { env })
    expect(kept.code).toBe(0)
    expect(kept.stderr).toContain('clsx: this project declares ^1.2.1; the items are written for ^2.1.1')
    expect(read(dir, 'pnpm-calls.txt')).toBe('add --ignore-scripts clsx@2.1.1\n')
  })
})
