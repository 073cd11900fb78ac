import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, copyTemplate, read, repoRoot, runCli } from './helpers'

// init and add in the server-rendered hosts beside the Next app router (issue 26 item 2): the Next
// pages router and React Router 7 in framework mode. Their builds run in e2e/next-pages-host and
// e2e/react-router-host; here, what init detects and writes.

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function template(name: 'next-pages' | 'react-router'): string {
  const dir = copyTemplate(name, 'init-ssr')
  dirs.push(dir)
  return dir
}

const init = (dir: string) => runCli(['init', '--yes', '--no-install', '--cwd', dir])
const withoutPaths = (dir: string, file = 'tsconfig.json') => {
  const tsconfig = JSON.parse(read(dir, file)) as { compilerOptions: Record<string, unknown> }
  delete tsconfig.compilerOptions.paths
  writeFileSync(join(dir, file), `${JSON.stringify(tsconfig, null, 2)}\n`)
}

describe('walletkit init in server-rendered hosts', { timeout: 120_000 }, () => {
  test('parameters: next-pages (the pages router is detected, no longer refused)', () => {
    const dir = template('next-pages')
    const result = init(dir)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(read(dir, 'walletkit.json'))).toMatchObject({
      framework: 'next-pages',
      rsc: false,
      tailwind: { css: 'styles/globals.css' },
      aliases: { components: '@/components/walletkit' },
    })
    expect(read(dir, 'styles/globals.css')).toContain('--wk-accent:')
  })

  test('parameters: next-pages with src/ and no alias: "@/*" points at src/, the css is src/styles/globals.css', () => {
    const dir = template('next-pages')
    mkdirSync(join(dir, 'src'))
    renameSync(join(dir, 'pages'), join(dir, 'src/pages'))
    renameSync(join(dir, 'styles'), join(dir, 'src/styles'))
    withoutPaths(dir)
    const result = init(dir)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(read(dir, 'tsconfig.json')).compilerOptions.paths).toEqual({ '@/*': ['./src/*'] })
    expect(JSON.parse(read(dir, 'walletkit.json')).tailwind.css).toBe('src/styles/globals.css')
  })

  test('parameters: react-router (framework mode, told from a plain Vite app by react-router.config.ts); add puts the kit under app/ without "use client"', () => {
    const dir = template('react-router')
    const result = init(dir)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(read(dir, 'walletkit.json'))).toMatchObject({
      framework: 'react-router',
      rsc: false,
      tailwind: { css: 'app/app.css' },
    })
    expect(read(dir, 'app/app.css')).toContain('--wk-accent:')
    const add = runCli(['add', 'connect-modal', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot])
    expect(add.code, add.stderr).toBe(0)
    expect(read(dir, 'app/components/walletkit/connect-button.tsx')).not.toContain('use client')
    expect(read(dir, 'app/components/walletkit/connect-button.tsx')).toContain("from '@/hooks/walletkit/use-account'")
    // The theme stylesheet sits beside the app's own css, not in a src/ folder React Router does not have.
    expect(existsSync(join(dir, 'src'))).toBe(false)
    expect(read(dir, 'app/styles/walletkit.css')).toContain('--wk-accent')
    expect(read(dir, 'app/app.css')).toContain('@import "./styles/walletkit.css";')
    // The next steps name the framework's own files: the root route and the loader.
    expect(add.stdout).toContain('In app/root.tsx, wrap the app in the provider')
    expect(add.stdout).toContain('readSessionCookieHeader')
  })

  test('behavior: react-router without an alias: init adds "@" to tsconfig and to vite.config, both pointing at app/', () => {
    const dir = template('react-router')
    withoutPaths(dir)
    writeFileSync(
      join(dir, 'vite.config.ts'),
      "import { reactRouter } from '@react-router/dev/vite'\nimport tailwindcss from '@tailwindcss/vite'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [tailwindcss(), reactRouter()],\n})\n",
    )
    const result = init(dir)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(read(dir, 'tsconfig.json')).compilerOptions.paths).toEqual({ '@/*': ['./app/*'] })
    const vite = read(dir, 'vite.config.ts')
    expect(vite).toContain("'@': fileURLToPath(new URL('./app', import.meta.url))")
    expect(vite.match(/tailwindcss\(\)/g)).toHaveLength(1)
  })

  test('errors: an item made for the app router (siwx-next-server) is refused in a pages-router app, with connect-modal asked alongside, before any file is written', () => {
    const dir = template('next-pages')
    expect(init(dir).code).toBe(0)
    const lockOf = () => (existsSync(join(dir, 'walletkit.lock.json')) ? read(dir, 'walletkit.lock.json') : undefined)
    const lock = lockOf()
    const add = runCli(['add', 'connect-modal', 'siwx-next-server', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot])
    expect(add.code).not.toBe(0)
    expect(add.stderr).toContain('siwx-next-server is made for the Next.js app router; this project uses the Next.js pages router.')
    expect(add.stderr).toContain('Nothing was written.')
    // Neither the routes (which would stop `next build` beside pages/) nor the other item's files.
    expect(existsSync(join(dir, 'app'))).toBe(false)
    expect(existsSync(join(dir, 'components/walletkit/connect-button.tsx'))).toBe(false)
    expect(lockOf()).toBe(lock)
    // The same project takes connect-modal on its own.
    const alone = runCli(['add', 'connect-modal', '--yes', '--no-install', '--cwd', dir, '--registry', repoRoot])
    expect(alone.code, alone.stderr).toBe(0)
  })
})
