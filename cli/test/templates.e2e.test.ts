import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { cleanup, copyTemplate, fixtures, read, repoRoot, runCli } from './helpers'
import { userEnv } from '../../e2e/support/user-env'

const dirs: string[] = []
afterAll(() => cleanup(...dirs))

const tool = (path: string) => join(repoRoot, 'node_modules', path)

function run(dir: string, script: string, args: string[]) {
  const result = spawnSync(process.execPath, [tool(script), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: userEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
  })
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** The user's path: copy a template, init, add the connect modal and a feature view. */
function install(name: 'vite-react' | 'next-app'): string {
  const dir = copyTemplate(name, 'e2e')
  dirs.push(dir)
  const init = runCli(['init', '--yes', '--cwd', dir])
  expect(init.stderr, init.stderr).not.toContain('error')
  expect(init.code).toBe(0)
  const add = runCli(['add', 'connect-modal', '--yes', '--no-install', '--cwd', dir])
  expect(add.stderr, add.stderr).not.toContain('error')
  expect(add.code).toBe(0)
  const view = runCli(['add', 'fx-view', '--registry', join(fixtures, 'registry-view'), '--yes', '--no-install', '--cwd', dir])
  expect(view.code, view.stderr).toBe(0)
  return dir
}

describe('templates with walletkit', () => {
  test('default: vite-react + connect-modal type-checks and builds, with the view split into its own chunk', { timeout: 300_000 }, () => {
    const dir = install('vite-react')
    const views = read(dir, 'src/components/walletkit/modal/installed-views.tsx')
    expect(views).toContain("FxView: lazy(() => import('@/components/walletkit/views/fx-view')")
    // Render the installed views from the page so the bundle must resolve them.
    writeFileSync(
      join(dir, 'src/App.tsx'),
      `${read(dir, 'src/App.tsx')}\nimport { installedViews } from '@/components/walletkit/modal/installed-views'\nexport const installed = Object.keys(installedViews)\n`,
    )
    const tsc = run(dir, 'typescript/bin/tsc', ['-p', '.', '--noEmit'])
    expect(tsc.output.trim(), tsc.output).toBe('')
    expect(tsc.code).toBe(0)
    const build = run(dir, 'vite/bin/vite.js', ['build', '--logLevel', 'warn'])
    expect(build.code, build.output).toBe(0)
    const chunks = readdirSync(join(dir, 'dist/assets'))
    expect(chunks.some((file) => file.startsWith('fx-view') && file.endsWith('.js'))).toBe(true)
  })

  // next build alone takes minutes on a loaded two-core machine.
  test('parameters: next-app + connect-modal type-checks and builds', { timeout: 480_000 }, () => {
    const dir = install('next-app')
    expect(JSON.parse(read(dir, 'walletkit.json')).rsc).toBe(true)
    expect(read(dir, 'components/walletkit/views/fx-view.tsx').startsWith("'use client'")).toBe(true)
    const tsc = run(dir, 'typescript/bin/tsc', ['-p', '.', '--noEmit'])
    expect(tsc.output.trim(), tsc.output).toBe('')
    const build = run(dir, 'next/dist/bin/next', ['build'])
    expect(build.code, build.output).toBe(0)
    expect(readFileSync(join(dir, '.next/BUILD_ID'), 'utf8').length).toBeGreaterThan(0)
  })
})
