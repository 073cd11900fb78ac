import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, copyTemplate, read, runCli, scratch, tree } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function template(name: 'vite-react' | 'next-app'): string {
  const dir = copyTemplate(name, 'init')
  dirs.push(dir)
  return dir
}

const init = (dir: string, ...args: string[]) => runCli(['init', '--yes', '--no-install', '--cwd', dir, ...args])

describe('walletkit init', { timeout: 120_000 }, () => {
  test('default: a Vite app', () => {
    const dir = template('vite-react')
    const result = init(dir)
    expect(result.code).toBe(0)
    const config = JSON.parse(read(dir, 'walletkit.json'))
    expect(config).toMatchObject({
      framework: 'vite',
      rsc: false,
      tailwind: { css: 'src/index.css' },
      aliases: { lib: '@/lib/walletkit', hooks: '@/hooks/walletkit', ui: '@/components/walletkit/ui', components: '@/components/walletkit' },
    })
    const css = read(dir, 'src/index.css')
    expect(css.startsWith('@import "tailwindcss";')).toBe(true)
    expect(css).toContain('--wk-accent:')
    expect(css).toContain('@theme inline')
  })

  test('behavior: running init twice changes nothing', () => {
    const dir = template('vite-react')
    init(dir)
    const before = tree(dir)
    const again = init(dir)
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('Already set up: nothing changed.')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: the host keeps its own theme values and config', () => {
    const dir = template('vite-react')
    writeFileSync(join(dir, 'src/index.css'), ':root {\n  --wk-accent: hotpink;\n}\nbody { margin: 0; }\n')
    init(dir)
    const css = read(dir, 'src/index.css')
    expect(css.startsWith('@import "tailwindcss";')).toBe(true)
    // A variable the host declares anywhere is left entirely to the host, dark default included.
    expect(css.match(/--wk-accent:/g)).toHaveLength(1)
    expect(css).toContain('--wk-background:')
    expect(css).toContain('--wk-accent: hotpink;')
    expect(css).toContain('body { margin: 0; }')
    expect(css.indexOf('--wk-accent: hotpink')).toBeLessThan(css.indexOf('walletkit theme'))
  })

  test('behavior: adds the @tailwindcss/vite plugin to a config without it', () => {
    const dir = template('vite-react')
    writeFileSync(join(dir, 'vite.config.ts'), "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [react()],\n})\n")
    init(dir)
    const config = read(dir, 'vite.config.ts')
    expect(config).toContain("import tailwindcss from '@tailwindcss/vite'")
    expect(config).toMatch(/plugins: \[react\(\), tailwindcss\(\)\]/)
    expect(init(dir).stdout).toContain('Already set up')
  })

  test('parameters: next-app', () => {
    const dir = template('next-app')
    rmSync(join(dir, 'postcss.config.mjs'))
    const result = init(dir)
    expect(result.code).toBe(0)
    expect(JSON.parse(read(dir, 'walletkit.json'))).toMatchObject({ framework: 'next-app', rsc: true, tailwind: { css: 'app/globals.css' } })
    expect(read(dir, 'postcss.config.mjs')).toContain('@tailwindcss/postcss')
  })

  test('parameters: --template scaffolds into a new folder, and refuses a non-empty one', () => {
    const parent = scratch('init-template')
    dirs.push(parent)
    const result = runCli(['init', 'my-app', '--template', 'next-app', '--yes', '--no-install', '--cwd', parent])
    expect(result.code).toBe(0)
    expect(existsSync(join(parent, 'my-app/app/page.tsx'))).toBe(true)
    expect(existsSync(join(parent, 'my-app/walletkit.json'))).toBe(true)
    const again = runCli(['init', 'my-app', '--template', 'vite-react', '--yes', '--no-install', '--cwd', parent])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('error [DESTINATION_NOT_EMPTY]')
  })

  test('behavior: an unknown project and an invalid template are clear failures', () => {
    const empty = scratch('init-empty')
    dirs.push(empty)
    const unknown = init(empty)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('error [FRAMEWORK_UNSUPPORTED]')
    expect(unknown.stderr).toContain('--template')
    const invalid = runCli(['init', 'x', '--template', 'angular', '--cwd', empty])
    expect(invalid.code).toBe(1)
    expect(invalid.stderr).toContain('error [INVALID_INPUT]')
    expect(invalid.stderr).toContain('at template:')
  })
})
