import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { basicRegistry, cleanup, fixtures, initHost, runCli, scratch } from './helpers'

// ts-morph carries the TypeScript compiler: loading it is about half of a CLI start. Only the
// commands that edit code (add and update of script files, wiring, init's alias and Tailwind
// set-up) may load it.
const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

/** Runs the CLI and says whether anything in it resolved `ts-morph`. */
function loadsTsMorph(args: string[]): { code: number; loaded: boolean; stderr: string } {
  const logDir = scratch('module-log')
  dirs.push(logDir)
  const log = join(logDir, 'modules.log')
  const result = runCli(args, { nodeArgs: ['--import', join(fixtures, 'log-ts-morph.mjs')], env: { WALLETKIT_TEST_MODULE_LOG: log } })
  return { code: result.code, loaded: existsSync(log) && readFileSync(log, 'utf8').includes('ts-morph'), stderr: result.stderr }
}

describe('CLI start', { timeout: 60_000 }, () => {
  test('behavior: --version, --help, list and list --installed do not load ts-morph', () => {
    const dir = initHost('startup')
    dirs.push(dir)
    for (const args of [['--version'], ['--help'], ['list', '--registry', basicRegistry], ['list', '--installed', '--cwd', dir]]) {
      expect({ args, ...loadsTsMorph(args) }).toMatchObject({ args, code: 0, loaded: false })
    }
  })

  test('behavior: add of a script that imports the registry loads it (the probe sees a load)', () => {
    const dir = initHost('startup')
    dirs.push(dir)
    const added = loadsTsMorph(['add', 'fx-button', '--registry', basicRegistry, '--cwd', dir, '--yes', '--no-install'])
    expect(added.stderr).toBe('')
    expect(added).toMatchObject({ code: 0, loaded: true })
  })
})
