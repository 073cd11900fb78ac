import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, copyTemplate, read, repoRoot, runCli, scratch, tree } from './helpers'

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
      aliases: {
        lib: '@/lib/walletkit',
        hooks: '@/hooks/walletkit',
        ui: '@/components/walletkit/ui',
        components: '@/components/walletkit',
      },
    })
    const css = read(dir, 'src/index.css')
    expect(css.startsWith('@import "tailwindcss";')).toBe(true)
    expect(css).toContain('--wk-accent:')
    expect(css).toContain('@theme inline')
  })

  test('behavior: --locale adds the packs of those languages, wired lazily; English is built in; a bad tag is refused before anything is written', () => {
    const dir = template('vite-react')
    const result = init(dir, '--locale', 'de, pt-BR,en-GB', '--registry', repoRoot)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('en-GB: English is built into every view; no pack to add.')
    expect(result.stdout).toContain('Adding the locale packs: locale-de, locale-pt-br.')
    expect(read(dir, 'src/lib/walletkit/i18n/locales/de.ts')).toContain('export const de: LocalePack')
    const installed = read(dir, 'src/lib/walletkit/i18n/installed-locales.ts')
    expect(installed).toContain("de: () => import('@/lib/walletkit/i18n/locales/de').then((m) => m.de),")
    expect(installed).toContain("'pt-BR': () => import('@/lib/walletkit/i18n/locales/pt-BR').then((m) => m.ptBR),")
    expect(existsSync(join(dir, 'src/lib/walletkit/i18n/locales/en-GB.ts'))).toBe(false)

    const other = template('vite-react')
    const before = tree(other)
    const bad = init(other, '--locale', 'de,../x')
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toContain('"../x" is not a language tag.')
    expect(tree(other)).toEqual(before)
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
    writeFileSync(
      join(dir, 'vite.config.ts'),
      "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [react()],\n})\n",
    )
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
    expect(JSON.parse(read(dir, 'walletkit.json'))).toMatchObject({
      framework: 'next-app',
      rsc: true,
      tailwind: { css: 'app/globals.css' },
    })
    expect(read(dir, 'postcss.config.mjs')).toContain('@tailwindcss/postcss')
  })

  test('parameters: --template scaffolds into a new folder, and refuses a non-empty one', () => {
    const parent = scratch('init-template')
    dirs.push(parent)
    const result = runCli(['init', 'my-app', '--template', 'next-app', '--yes', '--no-install', '--cwd', parent])
    expect(result.code).toBe(0)
    expect(existsSync(join(parent, 'my-app/app/page.tsx'))).toBe(true)
    expect(existsSync(join(parent, 'my-app/walletkit.json'))).toBe(true)
    // next-app comes with the SIWX server example, added from the (embedded) registry, not copied from the template.
    expect(existsSync(join(repoRoot, 'templates/next-app/app/api/siwx/route.ts'))).toBe(false)
    expect(result.stdout).toContain('Adding what the next-app template comes with: siwx-next-server.')
    expect(read(join(parent, 'my-app'), 'app/api/siwx/route.ts')).toContain("from '@/lib/walletkit/siwx/verify-siwx-session'")
    expect(read(join(parent, 'my-app'), 'app/signed-in/page.tsx')).toContain("from '@/lib/walletkit/siwx/siwx-session-cookie'")
    expect(existsSync(join(parent, 'my-app/lib/walletkit/siwx/verify-siwx-session.ts'))).toBe(true)
    expect(Object.keys(JSON.parse(read(join(parent, 'my-app'), 'walletkit.lock.json')).items)).toContain('siwx-next-server')
    const again = runCli(['init', 'my-app', '--template', 'vite-react', '--yes', '--no-install', '--cwd', parent])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('error [DESTINATION_NOT_EMPTY]')
  })

  test("parameters: --template vite-react comes with no items; --registry names where a template's items come from", () => {
    const parent = scratch('init-template-items')
    dirs.push(parent)
    const vite = runCli(['init', 'vite-app', '--template', 'vite-react', '--yes', '--no-install', '--cwd', parent])
    expect(vite.code).toBe(0)
    expect(vite.stdout).not.toContain('comes with')
    expect(existsSync(join(parent, 'vite-app/walletkit.lock.json'))).toBe(false)
    const missing = runCli([
      'init',
      'next-app',
      '--template',
      'next-app',
      '--yes',
      '--no-install',
      '--cwd',
      parent,
      '--registry',
      join(parent, 'no-registry'),
    ])
    expect(missing.code).toBe(1)
    // The app is scaffolded and set up; the error says so and how to add the items later.
    expect(missing.stderr).toContain('error [ITEM_NOT_FOUND]')
    expect(missing.stderr).toContain('is set up, but adding siwx-next-server failed')
    expect(missing.stderr).toContain('`walletkit add siwx-next-server --cwd ')
    expect(existsSync(join(parent, 'next-app/walletkit.json'))).toBe(true)
    const named = runCli(['init', 'next-app-2', '--template', 'next-app', '--yes', '--no-install', '--cwd', parent, '--registry', repoRoot])
    expect(named.code, named.stderr).toBe(0)
    expect(JSON.parse(read(join(parent, 'next-app-2'), 'walletkit.lock.json')).items['siwx-next-server'].source).toBe(
      `folder:${repoRoot.replace(/\/$/, '')}`,
    )
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
