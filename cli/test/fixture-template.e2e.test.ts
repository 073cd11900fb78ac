import { spawnSync } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { basicRegistry, cleanup, copyTemplate, read, repoRoot, runCli } from './helpers'

const dirs: string[] = []
afterAll(() => cleanup(...dirs))

function run(dir: string, script: string, args: string[]) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', script), ...args], { cwd: dir, encoding: 'utf8' })
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('fixture registry in the vite-react template', () => {
  test('behavior: copied, rewired files type-check and build, and the wired view is a lazy chunk', () => {
    const dir = copyTemplate('vite-react', 'e2e-fixture')
    dirs.push(dir)
    expect(runCli(['init', '--yes', '--cwd', dir]).code).toBe(0)
    const add = runCli(['add', 'fx-send-view', '--registry', basicRegistry, '--yes', '--no-install', '--cwd', dir])
    expect(add.code, add.stderr).toBe(0)
    writeFileSync(
      join(dir, 'src/App.tsx'),
      'import { FxModal } from \'@/components/walletkit/modal/fx-modal\'\n\nexport function App() {\n  return <FxModal route="FxSend" />\n}\n',
    )
    const tsc = run(dir, 'typescript/bin/tsc', ['-p', '.', '--noEmit'])
    expect(tsc.output.trim(), tsc.output).toBe('')
    const build = run(dir, 'vite/bin/vite.js', ['build', '--logLevel', 'warn'])
    expect(build.code, build.output).toBe(0)
    expect(readdirSync(join(dir, 'dist/assets')).some((file) => file.startsWith('fx-send-view') && file.endsWith('.js'))).toBe(true)
    const css = readdirSync(join(dir, 'dist/assets')).find((file) => file.endsWith('.css'))
    expect(read(dir, `dist/assets/${css}`)).toContain('--wk-accent')
  })
})
