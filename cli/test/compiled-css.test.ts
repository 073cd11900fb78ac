import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { cleanup, copyTemplate, read, repoRoot, runCli } from './helpers'

const dirs: string[] = []
afterAll(() => cleanup(...dirs))

/** The vite-react template turned into a host on Tailwind 3 (declared only) or on plain CSS. */
function host(tailwind: '3' | 'none'): string {
  const dir = copyTemplate('vite-react', `compiled-${tailwind}`)
  dirs.push(dir)
  const manifest = JSON.parse(read(dir, 'package.json')) as { devDependencies: Record<string, string> }
  delete manifest.devDependencies['@tailwindcss/vite']
  if (tailwind === '3') manifest.devDependencies.tailwindcss = '^3.4.19'
  else delete manifest.devDependencies.tailwindcss
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const vite = read(dir, 'vite.config.ts').replace("import tailwindcss from '@tailwindcss/vite'\n", '').replace(', tailwindcss()', '')
  writeFileSync(join(dir, 'vite.config.ts'), vite)
  writeFileSync(
    join(dir, 'src/index.css'),
    tailwind === '3' ? '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n' : 'body { margin: 0; }\n',
  )
  return dir
}

const compiled = (dir: string) => read(dir, 'src/walletkit.compiled.css')

describe('the compiled stylesheet for hosts on Tailwind 3 or without Tailwind', { timeout: 120_000 }, () => {
  test('behavior: init on a host without Tailwind sets the compiled path up and leaves the host its plain CSS', () => {
    const dir = host('none')
    const vite = read(dir, 'vite.config.ts')
    const init = runCli(['init', '--yes', '--no-install', '--cwd', dir])
    expect(init.code, init.stderr).toBe(0)
    expect(init.stdout).toContain('No Tailwind found: ')
    expect(init.stdout).toContain('compiles them into src/walletkit.compiled.css')
    expect(JSON.parse(read(dir, 'walletkit.json'))).toMatchObject({
      tailwind: { css: 'src/index.css' },
      compiledCss: 'src/walletkit.compiled.css',
    })
    expect(read(dir, 'src/index.css')).toBe('@import "./walletkit.compiled.css";\nbody { margin: 0; }\n')
    expect(read(dir, 'vite.config.ts')).toBe(vite)
    expect(read(dir, 'package.json')).not.toContain('tailwind')
    expect(compiled(dir)).toContain('@layer walletkit.base')
    expect(runCli(['init', '--yes', '--no-install', '--cwd', dir]).stdout).toContain('Already set up: nothing changed.')
  })

  test('behavior: add compiles the kit; after a host edits a class in a copied component, walletkit css picks it up', () => {
    const dir = host('none')
    expect(runCli(['init', '--yes', '--no-install', '--cwd', dir]).code).toBe(0)
    const add = runCli(['add', 'connect-modal', '--yes', '--no-install', '--registry', repoRoot, '--cwd', dir])
    expect(add.code, add.stderr).toBe(0)
    expect(add.stdout).toContain("Compiled the kit's styles into src/walletkit.compiled.css.")
    expect(compiled(dir)).toContain(':where([data-wk-theme], [data-wk-theme] *).bg-wk-surface-1')
    // No import of the Tailwind v4 source: a host without Tailwind cannot read @theme.
    expect(read(dir, 'src/index.css')).not.toContain('styles/walletkit.css')

    const file = join(dir, 'src/components/walletkit/connect-button.tsx')
    const source = readFileSync(file, 'utf8')
    const edited = source.replace(
      'className="inline-flex items-center gap-2"',
      'className="inline-flex items-center gap-2 tracking-[0.31em]"',
    )
    expect(edited).not.toBe(source)
    writeFileSync(file, edited)
    expect(compiled(dir)).not.toContain('tracking-\\[0\\.31em\\]')
    const css = runCli(['css', '--cwd', dir])
    expect(css.code, css.stderr).toBe(0)
    expect(css.stdout).toContain("Compiled the kit's styles into src/walletkit.compiled.css.")
    expect(compiled(dir)).toContain(':where([data-wk-theme], [data-wk-theme] *).tracking-\\[0\\.31em\\]')
    expect(runCli(['css', '--cwd', dir]).stdout).toContain('src/walletkit.compiled.css is up to date.')
  })

  test('behavior: a Tailwind 3 host is told, never refused, and cannot be given Tailwind v4 beside its own', () => {
    const dir = host('3')
    const refused = runCli(['init', '--yes', '--no-install', '--css', 'tailwind', '--cwd', dir])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('error [TAILWIND3_HOST]')
    const init = runCli(['init', '--yes', '--no-install', '--cwd', dir])
    expect(init.code, init.stderr).toBe(0)
    expect(init.stdout).toContain('Tailwind ^3.4.19 found: ')
    expect(read(dir, 'src/index.css')).toBe(
      '@import "./walletkit.compiled.css";\n@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    )
  })

  test('behavior: a Tailwind v4 project can ask for the compiled path with --css compiled', () => {
    const dir = copyTemplate('vite-react', 'compiled-v4-asked')
    dirs.push(dir)
    const init = runCli(['init', '--yes', '--no-install', '--css', 'compiled', '--cwd', dir])
    expect(init.code, init.stderr).toBe(0)
    expect(init.stdout).toContain('Tailwind v4 found, --css compiled: ')
    expect(JSON.parse(read(dir, 'walletkit.json')).compiledCss).toBe('src/walletkit.compiled.css')
    expect(read(dir, 'src/index.css')).toBe('@import "tailwindcss";\n@import "./walletkit.compiled.css";\n')
  })

  test('behavior: walletkit css in a Tailwind v4 project says there is nothing to compile', () => {
    const dir = copyTemplate('vite-react', 'compiled-v4')
    dirs.push(dir)
    expect(runCli(['init', '--yes', '--no-install', '--cwd', dir]).code).toBe(0)
    const css = runCli(['css', '--cwd', dir])
    expect(css.code).toBe(1)
    expect(css.stderr).toContain('error [CSS_NOT_COMPILED]')
  })
})
