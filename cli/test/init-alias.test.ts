import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parseJsonc } from '../src/project/jsonc'
import { cleanup, fixtures, read, runCli, runCliOnTty, scratch, tree } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function stock(name: 'stock-vite' | 'stock-next'): string {
  const dir = scratch(`init-${name}`)
  cpSync(join(fixtures, name), dir, { recursive: true })
  dirs.push(dir)
  return dir
}

// These hosts have no Tailwind: --css tailwind asks for the Tailwind v4 setup these tests are about.
const init = (dir: string, ...args: string[]) => runCli(['init', '--no-install', '--css', 'tailwind', '--cwd', dir, ...args])
const paths = (dir: string, file: string) =>
  (parseJsonc(read(dir, file)) as { compilerOptions?: { paths?: Record<string, string[]> } }).compilerOptions?.paths

/** init on a real terminal, answering the alias question. */
const initOnTty = (dir: string, answer: string) =>
  runCliOnTty(
    ['init', '--no-install', '--css', 'tailwind', '--cwd', dir],
    'Add it to tsconfig.json, tsconfig.app.json, vite.config.ts?',
    answer,
  )

describe('init on stock scaffolds', { timeout: 120_000 }, () => {
  test('behavior: without --yes and without a terminal, the missing alias is a refusal that writes nothing', () => {
    const dir = stock('stock-vite')
    const before = tree(dir)
    const result = init(dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [ALIAS_CONSENT]')
    expect(result.stderr).toContain('tsconfig.json, tsconfig.app.json, vite.config.ts')
    expect(result.stderr).toContain('--yes')
    expect(tree(dir)).toEqual(before)
  })

  test('default: create-vite react-ts (split tsconfig) gets the alias in both tsconfigs and vite.config, comments kept', () => {
    const dir = stock('stock-vite')
    const result = init(dir, '--yes')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Added the "@/*" import alias to tsconfig.json, tsconfig.app.json, vite.config.ts.')
    expect(paths(dir, 'tsconfig.json')).toEqual({ '@/*': ['./src/*'] })
    expect(paths(dir, 'tsconfig.app.json')).toEqual({ '@/*': ['./src/*'] })
    expect(read(dir, 'tsconfig.app.json')).toContain('/* Bundler mode */')
    expect(read(dir, 'tsconfig.app.json')).toContain('"verbatimModuleSyntax": true')
    expect(read(dir, 'tsconfig.app.json')).not.toContain('baseUrl')
    expect(read(dir, 'tsconfig.node.json')).toBe(read(join(fixtures, 'stock-vite'), 'tsconfig.node.json'))
    const vite = read(dir, 'vite.config.ts')
    expect(vite).toContain("import { fileURLToPath } from 'node:url'\n")
    expect(vite).toContain("import tailwindcss from '@tailwindcss/vite'\n")
    expect(vite).toContain("resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } }")
    expect(vite).toMatch(/plugins: \[react\(\), tailwindcss\(\)\]/)
    expect(read(dir, 'src/index.css').startsWith('@import "tailwindcss";')).toBe(true)
    expect(JSON.parse(read(dir, 'walletkit.json')).aliases.lib).toBe('@/lib/walletkit')
    const before = tree(dir)
    expect(init(dir, '--yes').stdout).toContain('Already set up: nothing changed.')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: answering yes on a terminal adds the alias', async () => {
    const dir = stock('stock-vite')
    const result = await initOnTty(dir, 'y\r')
    expect(result.output).toContain('Add it to tsconfig.json, tsconfig.app.json, vite.config.ts?')
    expect(result.code).toBe(0)
    expect(paths(dir, 'tsconfig.app.json')).toEqual({ '@/*': ['./src/*'] })
  })

  test('behavior: answering no on a terminal writes nothing', async () => {
    const dir = stock('stock-vite')
    const before = tree(dir)
    const result = await initOnTty(dir, 'n')
    expect(result.output).toContain('Add it to tsconfig.json, tsconfig.app.json, vite.config.ts?')
    expect(result.code).toBe(1)
    expect(result.output).toContain('error [ALIAS_CONSENT]')
    expect(tree(dir)).toEqual(before)
  })

  test('parameters: a single JSONC tsconfig with comments, trailing commas, baseUrl and a vite alias array', () => {
    const dir = stock('stock-vite')
    writeFileSync(
      join(dir, 'tsconfig.json'),
      '{\n  // the app\n  "compilerOptions": {\n    "baseUrl": ".", /* TS 5 */\n    "strict": true,\n    "paths": { "#x": ["./x.ts"], },\n  },\n  "include": ["src"],\n}\n',
    )
    rmSync(join(dir, 'tsconfig.app.json'))
    rmSync(join(dir, 'tsconfig.node.json'))
    writeFileSync(
      join(dir, 'vite.config.ts'),
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({\n  plugins: [react()],\n  resolve: { alias: [{ find: 'x', replacement: '/x' }] },\n});\n",
    )
    expect(init(dir, '--yes').code).toBe(0)
    const text = read(dir, 'tsconfig.json')
    expect(text).toContain('// the app')
    expect(text).toContain('/* TS 5 */')
    expect(paths(dir, 'tsconfig.json')).toEqual({ '#x': ['./x.ts'], '@/*': ['./src/*'] })
    const vite = read(dir, 'vite.config.ts')
    expect(vite).toContain("{ find: 'x', replacement: '/x' }, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }")
    // The host writes semicolons: the inserted imports follow.
    expect(vite).toContain("import { fileURLToPath } from 'node:url';\n")
  })

  test('behavior: an existing wildcard alias and its vite alias are kept and used', () => {
    const dir = stock('stock-vite')
    const app = read(dir, 'tsconfig.app.json').replace('"compilerOptions": {', '"compilerOptions": {\n    "paths": { "~/*": ["./src/*"] },')
    writeFileSync(join(dir, 'tsconfig.app.json'), app)
    const vite =
      "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [react()],\n  resolve: { alias: { '~': '/src' } },\n})\n"
    writeFileSync(join(dir, 'vite.config.ts'), vite)
    const result = init(dir, '--yes')
    expect(result.code).toBe(0)
    expect(result.stdout).not.toContain('Added the "@/*" import alias')
    expect(read(dir, 'tsconfig.app.json')).toBe(app)
    expect(read(dir, 'tsconfig.json')).toBe(read(join(fixtures, 'stock-vite'), 'tsconfig.json'))
    expect(read(dir, 'vite.config.ts')).not.toContain("'@'")
    expect(JSON.parse(read(dir, 'walletkit.json')).aliases.components).toBe('~/components/walletkit')
  })

  test('parameters: create-next-app with Tailwind through Turbopack keeps its config; no PostCSS file is added', () => {
    const dir = stock('stock-next')
    const result = init(dir)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(existsSync(join(dir, 'postcss.config.mjs'))).toBe(false)
    expect(read(dir, 'tsconfig.json')).toBe(read(join(fixtures, 'stock-next'), 'tsconfig.json'))
    expect(read(dir, 'next.config.ts')).toBe(read(join(fixtures, 'stock-next'), 'next.config.ts'))
    expect(JSON.parse(read(dir, 'walletkit.json'))).toMatchObject({
      framework: 'next-app',
      rsc: true,
      tailwind: { css: 'src/app/globals.css' },
    })
    expect(read(dir, 'src/app/globals.css')).toContain('--wk-accent:')
  })
})
