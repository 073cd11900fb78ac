import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import type { Framework } from '../src/project/detect'
import { itemFitsFramework } from '../src/project/item-frameworks'
import { cleanup, copyTemplate, read, repoRoot, runCli } from './helpers'

const dirs: string[] = []
afterAll(() => cleanup(...dirs))

type Item = { name: string; meta?: { view?: { route: string }; frameworks?: Framework[] } }
// Every item a Vite app takes: the CLI refuses one made for other frameworks (siwx-next-server's app-router routes).
const items = (JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as { items: Item[] }).items.filter((item) =>
  itemFitsFramework(item, 'vite'),
)

function run(dir: string, script: string, args: string[]) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', script), ...args], { cwd: dir, encoding: 'utf8' })
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('every registry item in a host', () => {
  // The modal's own e2e only installs connect-modal; feature views from the embedded wallet and
  // WalletConnect must compile in a host just the same.
  test('behavior: vite-react + every item from the embedded snapshot type-checks and builds, with every routed view wired', {
    timeout: 300_000,
  }, () => {
    const dir = copyTemplate('vite-react', 'e2e-all')
    dirs.push(dir)
    expect(runCli(['init', '--yes', '--cwd', dir]).code).toBe(0)
    const add = runCli(['add', ...items.map((item) => item.name), '--yes', '--no-install', '--cwd', dir])
    expect(add.code, add.stderr).toBe(0)
    const views = read(dir, 'src/components/walletkit/modal/installed-views.tsx')
    for (const item of items) if (item.meta?.view) expect(views, item.name).toContain(`${item.meta.view.route}: lazy(`)
    writeFileSync(
      join(dir, 'src/App.tsx'),
      `${read(dir, 'src/App.tsx')}\nimport { installedViews } from '@/components/walletkit/modal/installed-views'\nexport const installed = Object.keys(installedViews)\n`,
    )
    const tsc = run(dir, 'typescript/bin/tsc', ['-p', '.', '--noEmit'])
    expect(tsc.output.trim(), tsc.output).toBe('')
    const build = run(dir, 'vite/bin/vite.js', ['build', '--logLevel', 'warn'])
    expect(build.code, build.output).toBe(0)
  })
})
