import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { basicRegistry, cleanup, initHost, read, runCli, tree } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

describe('atomic add', { timeout: 120_000 }, () => {
  test('behavior: a failure injected after any number of writes leaves files and lock byte-identical', () => {
    const dir = initHost('fault')
    dirs.push(dir)
    // A host that already has an install and a local edit, so rollback must restore, not just delete.
    expect(runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--no-install']).code).toBe(0)
    writeFileSync(join(dir, 'src/lib/walletkit/fx/utils.ts'), `${read(dir, 'src/lib/walletkit/fx/utils.ts')}// edited\n`)
    const before = tree(dir)
    // fx-send-view writes 8 files, base copies and the lock: fail at several points, including the lock.
    for (const after of [0, 1, 4, 8, 12]) {
      const result = runCli(['add', 'fx-send-view', '--registry', basicRegistry, '--cwd', dir, '--no-install', '--overwrite'], {
        env: { WALLETKIT_FAULT_AFTER_WRITES: String(after) },
      })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('error [FAULT_INJECTED]')
      expect(tree(dir)).toEqual(before)
    }
    const ok = runCli(['add', 'fx-send-view', '--registry', basicRegistry, '--cwd', dir, '--no-install', '--overwrite'])
    expect(ok.code).toBe(0)
    expect(tree(dir)).not.toEqual(before)
  })
})
