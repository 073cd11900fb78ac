import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, copyRegistry, initHost, read, runCli } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

const UTILS = 'src/lib/walletkit/fx/utils.ts'

/** A host with fx-utils 1.0.0 from a registry copy that the test then publishes 1.1.0 into. */
function setup() {
  const registry = copyRegistry()
  const dir = initHost('update')
  dirs.push(registry, dir)
  const added = runCli(['add', 'fx-utils', '--registry', registry, '--cwd', dir, '--yes', '--no-install'])
  expect(added.code).toBe(0)
  const publish = (edit: (source: string) => string) => {
    const file = join(registry, 'registry/lib/fx/utils.ts')
    writeFileSync(file, edit(readFileSync(file, 'utf8')))
    const index = join(registry, 'registry.json')
    writeFileSync(index, readFileSync(index, 'utf8').replace('"version": "1.0.0"', '"version": "1.1.0"'))
  }
  const editLocal = (edit: (source: string) => string) => writeFileSync(join(dir, UTILS), edit(read(dir, UTILS)))
  return { registry, dir, publish, editLocal }
}

describe('walletkit update', { timeout: 120_000 }, () => {
  test('default: an untouched file is replaced by the new version', () => {
    const { dir, publish } = setup()
    publish((s) => s.replace('FX_LIMIT = 10', 'FX_LIMIT = 20'))
    const result = runCli(['update', '--cwd', dir, '--no-install'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`replaced  ${UTILS}`)
    expect(read(dir, UTILS)).toContain('FX_LIMIT = 20')
    expect(JSON.parse(read(dir, 'walletkit.lock.json')).items['fx-utils'].version).toBe('1.1.0')
  })

  test('behavior: a local edit and a registry change in different places merge cleanly', () => {
    const { dir, publish, editLocal } = setup()
    editLocal((s) => s.replace('return `hello ${name}`', 'return `hi there ${name}`'))
    publish((s) => s.replace('FX_LIMIT = 10', 'FX_LIMIT = 20'))
    const result = runCli(['update', 'fx-utils', '--cwd', dir, '--no-install'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`merged    ${UTILS}`)
    const merged = read(dir, UTILS)
    expect(merged).toContain('hi there')
    expect(merged).toContain('FX_LIMIT = 20')
    expect(merged).not.toContain('<<<<<<<')
    // The next update starts from the new base: nothing left to do, the edit still there.
    expect(runCli(['update', '--cwd', dir, '--no-install']).stdout).toContain(`unchanged ${UTILS}`)
    expect(read(dir, UTILS)).toContain('hi there')
  })

  test('behavior: a conflicting edit gets markers, is listed, exits non-zero, and keeps both edits', () => {
    const { dir, publish, editLocal } = setup()
    editLocal((s) => s.replace('FX_LIMIT = 10', 'FX_LIMIT = 11'))
    publish((s) => s.replace('FX_LIMIT = 10', 'FX_LIMIT = 99'))
    const result = runCli(['update', '--cwd', dir, '--no-install'])
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain('error [MERGE_CONFLICTS]')
    expect(result.stderr).toContain(UTILS)
    const text = read(dir, UTILS)
    expect(text).toContain('<<<<<<< local')
    expect(text).toContain('FX_LIMIT = 11')
    expect(text).toContain('FX_LIMIT = 99')
    expect(text).toContain('>>>>>>> registry')
  })

  test('behavior: diff shows local changes against the registry', () => {
    const { dir, editLocal } = setup()
    expect(runCli(['diff', '--cwd', dir]).stdout).toContain('No differences.')
    editLocal((s) => s.replace('FX_LIMIT = 10', 'FX_LIMIT = 12'))
    const result = runCli(['diff', 'fx-utils', '--cwd', dir])
    expect(result.stdout).toContain('-export const FX_LIMIT = 12')
    expect(result.stdout).toContain('+export const FX_LIMIT = 10')
  })

  test('behavior: updating the modal keeps the views wired into it', () => {
    const registry = copyRegistry()
    const dir = initHost('update-views')
    dirs.push(registry, dir)
    expect(runCli(['add', 'fx-send-view', '--registry', registry, '--cwd', dir, '--no-install']).code).toBe(0)
    const source = join(registry, 'registry/components/modal/installed-views.tsx')
    writeFileSync(source, readFileSync(source, 'utf8').replace('// Filled in by', '// Version 2. Filled in by'))
    const result = runCli(['update', 'fx-modal', '--cwd', dir, '--no-install'])
    expect(result.code).toBe(0)
    const views = read(dir, 'src/components/walletkit/modal/installed-views.tsx')
    expect(views).toContain('// Version 2.')
    expect(views).toContain("FxSend: lazy(() => import('@/components/walletkit/views/fx-send-view')")
    expect(runCli(['diff', 'fx-modal', '--cwd', dir]).stdout).toContain('No differences.')
  })
})
