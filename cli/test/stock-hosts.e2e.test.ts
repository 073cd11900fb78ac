import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { parseJsonc } from '../src/project/jsonc'
import { buildStockHost, formatTimings, renderBlocks, type StockHost, type StockHostKind } from './stock-hosts'

// Issue 14: apps made by the tools people use today, set up by `walletkit init --yes`, given
// connect-modal and every registry item, the printed render lines pasted in, and built by the
// scaffold's own `npm run build` (tsc -b with TypeScript 7's strict defaults for Vite, next
// build with TypeScript 5 and target ES2017 for Next).
const hosts: StockHost[] = []
afterAll(() => {
  for (const host of hosts) process.stdout.write(`[stock host timings] ${formatTimings(host)}\n`)
  for (const host of hosts) rmSync(host.dir, { recursive: true, force: true })
})

function build(kind: StockHostKind): StockHost {
  const host = buildStockHost(kind)
  hosts.push(host)
  process.stdout.write(`[stock host timings] ${formatTimings(host)}\n`)
  return host
}

const read = (host: StockHost, path: string) => readFileSync(join(host.dir, path), 'utf8')
const paths = (host: StockHost, file: string) => (parseJsonc(read(host, file)) as { compilerOptions?: { paths?: Record<string, string[]> } }).compilerOptions?.paths

/**
 * The strictest common settings on top of the host's own: a copied file that fails any of them
 * would fail some user's build. ES2017 is the lowest target in common use (Next's default).
 * `include` comes from the host's config (Next's adds next-env.d.ts and its generated route types).
 */
function typecheckStrictest(host: StockHost, base: string): string {
  const config = {
    extends: `./${base}`,
    compilerOptions: {
      strict: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      verbatimModuleSyntax: true,
      erasableSyntaxOnly: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      target: 'ES2017',
      noEmit: true,
      incremental: false,
      tsBuildInfoFile: null,
    },
  }
  writeFileSync(join(host.dir, 'tsconfig.strictest.json'), JSON.stringify(config, null, 2))
  const result = spawnSync(process.execPath, [join(host.dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.strictest.json'], { cwd: host.dir, encoding: 'utf8' })
  return `${result.stdout}${result.stderr}`.trim()
}

describe('stock scaffolds with walletkit', () => {
  test('default: create-vite react-ts (TypeScript 7, split tsconfig) builds with every item', { timeout: 900_000 }, () => {
    const host = build('vite')
    expect(paths(host, 'tsconfig.json')).toEqual({ '@/*': ['./src/*'] })
    expect(paths(host, 'tsconfig.app.json')).toEqual({ '@/*': ['./src/*'] })
    expect(read(host, 'vite.config.ts')).toContain("'@': fileURLToPath(new URL('./src', import.meta.url))")
    expect(read(host, 'src/index.css')).toContain('@import "./styles/walletkit.css";')
    expect(renderBlocks(host.addOutput)[0]?.code).toContain('<WalletKitModal />')
    expect(existsSync(join(host.dir, 'dist/index.html'))).toBe(true)
    expect(JSON.parse(read(host, 'package.json')).devDependencies['@types/qrcode']).toBeDefined()
    expect(typecheckStrictest(host, 'tsconfig.app.json')).toBe('')
  })

  test('parameters: create-next-app (app router, Tailwind, src/, TypeScript 5, ES2017) builds with every item', { timeout: 900_000 }, () => {
    const host = build('next')
    expect(JSON.parse(read(host, 'walletkit.json'))).toMatchObject({ framework: 'next-app', rsc: true, tailwind: { css: 'src/app/globals.css' } })
    expect(read(host, 'src/components/walletkit/connect-button.tsx').startsWith("'use client'")).toBe(true)
    expect(read(host, 'src/app/layout.tsx')).toContain('<WalletKitRoot>{children}</WalletKitRoot>')
    expect(existsSync(join(host.dir, 'postcss.config.mjs'))).toBe(false)
    expect(read(host, '.next/BUILD_ID').length).toBeGreaterThan(0)
    expect(typecheckStrictest(host, 'tsconfig.json')).toBe('')
  })

  test('parameters: an app that ran shadcn init, with shadcn components, builds with every item', { timeout: 900_000 }, () => {
    const host = build('shadcn-vite')
    // init found shadcn's alias and Tailwind: it added neither a second alias nor a second plugin.
    expect(read(host, 'vite.config.ts').match(/tailwindcss\(\)/g)).toHaveLength(1)
    expect(read(host, 'vite.config.ts')).not.toContain('fileURLToPath')
    expect(read(host, 'src/components/ui/button.tsx')).toContain('buttonVariants')
    expect(read(host, 'src/lib/utils.ts')).toContain('twMerge')
    expect(existsSync(join(host.dir, 'src/components/walletkit/ui/button.tsx'))).toBe(true)
    expect(existsSync(join(host.dir, 'dist/index.html'))).toBe(true)
  })

  test('parameters: TypeScript 5 with React 18 builds with every item', { timeout: 900_000 }, () => {
    const host = build('vite-ts5-react18')
    const manifest = JSON.parse(read(host, 'package.json'))
    expect(manifest.dependencies.react).toMatch(/^\^18/)
    expect(JSON.parse(read(host, 'node_modules/typescript/package.json')).version).toMatch(/^5\./)
    expect(existsSync(join(host.dir, 'dist/index.html'))).toBe(true)
    expect(typecheckStrictest(host, 'tsconfig.app.json')).toBe('')
  })
})
