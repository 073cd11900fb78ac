import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { basicRegistry, cleanup, initHost, read, runCli, runCliOnTty } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

const UTILS = 'src/lib/walletkit/fx/utils.ts'

const addOnTty = (dir: string, answer: string) =>
  runCliOnTty(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--no-install'], 'Overwrite 1 locally edited file', answer)

function editedHost(): string {
  const dir = initHost('prompt')
  dirs.push(dir)
  expect(runCli(['add', 'fx-utils', '--registry', basicRegistry, '--cwd', dir, '--no-install']).code).toBe(0)
  appendFileSync(join(dir, UTILS), '// mine\n')
  return dir
}

describe('overwrite prompt on a terminal', { timeout: 120_000 }, () => {
  test('default: answering yes overwrites the edited file', async () => {
    const dir = editedHost()
    const result = await addOnTty(dir, 'y')
    expect(result.prompted).toBe(true)
    expect(result.output).toContain('Overwrite 1 locally edited file(s)?')
    expect(result.code).toBe(0)
    expect(read(dir, UTILS)).not.toContain('// mine')
  })

  test('behavior: answering no keeps the edit and fails with the file listed', async () => {
    const dir = editedHost()
    const result = await addOnTty(dir, 'n')
    // Without the question the refusal below would come from the non-TTY path and prove nothing.
    expect(result.prompted).toBe(true)
    expect(result.output).toContain('Overwrite 1 locally edited file(s)?')
    expect(result.code).toBe(1)
    expect(result.output).toContain('error [FILES_EDITED]')
    expect(result.output).toContain(UTILS)
    expect(read(dir, UTILS)).toContain('// mine')
  })
})
