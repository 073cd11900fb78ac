import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { userEnv } from '../../e2e/support/user-env'
import { repoRoot, runCli } from './helpers'
import { type ShippedFile, shadcnTarget } from './shadcn-paths'
import { registryItemNames } from './registry-items'
import { run, stockScaffold } from './stock-hosts'

// Issue 26: the stock shadcn CLI, from npm, installs connect-modal, then every item a Vite app
// takes, from `walletkit build --public-url` output served on 127.0.0.1 into an app `shadcn init`
// set up; the app type-checks and builds. The version whose
// source shadcn-paths.ts describes.
const SHADCN_VERSION = '4.23.1'

type Published = { name: string; registryDependencies?: string[]; files?: Array<Omit<ShippedFile, 'item'>> }

const timings: Record<string, number> = {}
let server: Server
let host: string
let out: string
let addOutput = ''
let addAllOutput = ''
const firstAdd = new Map<string, string>()
let everyFile: ShippedFile[] = []
const everyItem = registryItemNames('vite').items
let appButton = ''
let files: ShippedFile[] = []
const requests: string[] = []
const fileStarted = performance.now()

/** The files `add connect-modal` brings, as published: the item and its registryDependencies (URLs), transitively. */
function closure(name: string, seen = new Set<string>()): ShippedFile[] {
  if (seen.has(name)) return []
  seen.add(name)
  const item = JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8')) as Published
  return [
    ...(item.files ?? []).map((file) => ({ item: name, ...file })),
    ...(item.registryDependencies ?? []).flatMap((dep) => closure(basename(dep, '.json'), seen)),
  ]
}

/** The specifiers of a file's import declarations, in order (the only form shadcn resolves by name). */
function importDeclarations(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  return source.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [],
  )
}

const scriptExtensions = ['.tsx', '.ts', '.js', '.jsx', '.css']

const app = `import { ConnectButton } from '@/components/walletkit/connect-button'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import { mainnet } from '@/lib/walletkit/chains/evm-networks'

export default function App() {
  return (
    <WalletKitProvider projectId="YOUR_PROJECT_ID" networks={[mainnet]}>
      <ConnectButton />
      <WalletKitModal />
    </WalletKitProvider>
  )
}
`

beforeAll(async () => {
  let started = performance.now()
  const scaffold = await stockScaffold('shadcn-vite', timings)
  host = mkdtempSync(join(tmpdir(), 'walletkit-shadcn-add-'))
  await run('cp', ['-a', `${scaffold}/.`, host], { cwd: tmpdir(), timings, label: 'copy scaffold' })
  // The app's own shadcn button: the kit's ui button must not replace it (shadcn would ask, and
  // with no terminal stop there, exit 0, half the files written).
  appButton = readFileSync(join(host, 'src/components/ui/button.tsx'), 'utf8')
  timings.host = Math.round(performance.now() - started)

  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    requests.push(path)
    // With cssVariables on, the base colour's values are not used, but shadcn fetches it from
    // REGISTRY_URL (its own registry) before writing any file, and needs the schema's shape.
    if (path === '/r/colors/neutral.json') {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(
        JSON.stringify({ inlineColors: { light: {}, dark: {} }, cssVars: {}, inlineColorsTemplate: '', cssVarsTemplate: '' }),
      )
    }
    const file = join(out, path.replace(/^\/r\//, ''))
    if (path.startsWith('/r/') && !path.includes('..') && existsSync(file)) {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(readFileSync(file))
    }
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end('{"error":"not found"}')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/r`

  started = performance.now()
  out = mkdtempSync(join(tmpdir(), 'walletkit-shadcn-r-'))
  const built = runCli(['build', '--cwd', repoRoot, '--out', out, '--public-url', url])
  if (built.code !== 0) throw new Error(`walletkit build failed:\n${built.stderr}`)
  timings['walletkit build'] = Math.round(performance.now() - started)
  files = closure('connect-modal')

  addOutput = await run('npx', ['--yes', `shadcn@${SHADCN_VERSION}`, 'add', `${url}/connect-modal.json`, '--yes'], {
    cwd: host,
    timings,
    label: 'shadcn add',
    env: { NO_COLOR: '1', REGISTRY_URL: url, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  })
  for (const file of files) firstAdd.set(shadcnTarget(file), readFileSync(join(host, shadcnTarget(file)), 'utf8'))
  // Then every item a Vite app takes (the Next-only ones are left out), in one more add. With
  // --overwrite: shadcn@4.23.1's rsc transform tests 'use client' with a global regex whose
  // lastIndex carries over from file to file, so with rsc false it strips the directive from every
  // other file only, and a file that comes again in a later add can differ by that line (shadcn
  // then asks). The test below shows that this line is all that changes.
  const seen = new Set<string>()
  everyFile = everyItem.flatMap((name) => closure(name, seen))
  addAllOutput = await run(
    'npx',
    ['--yes', `shadcn@${SHADCN_VERSION}`, 'add', ...everyItem.map((name) => `${url}/${name}.json`), '--yes', '--overwrite'],
    {
      cwd: host,
      timings,
      label: 'shadcn add every item',
      env: { NO_COLOR: '1', REGISTRY_URL: url, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
    },
  )
  // What a user does next: render the kit (the lines `walletkit add` prints for Vite, with this
  // app's aliases) and import its stylesheet after Tailwind's.
  writeFileSync(join(host, 'src/App.tsx'), app)
  const css = readFileSync(join(host, 'src/index.css'), 'utf8')
  const withKit = css.replace(/^@import "tailwindcss";\n/m, '$&@import "./styles/walletkit.css";\n')
  if (withKit === css) throw new Error(`src/index.css has no @import "tailwindcss":\n${css}`)
  writeFileSync(join(host, 'src/index.css'), withKit)
}, 600_000)

afterAll(async () => {
  const started = performance.now()
  server?.closeAllConnections()
  await new Promise((closed) => server?.close(closed))
  if (process.env.WALLETKIT_KEEP_HOSTS === '1') process.stderr.write(`kept ${host}\n`)
  else for (const dir of [host, out]) if (dir) rmSync(dir, { recursive: true, force: true })
  timings.cleanup = Math.round(performance.now() - started)
  timings.file = Math.round(performance.now() - fileStarted)
  process.stdout.write(
    `shadcn add e2e: ${Object.entries(timings)
      .map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}\n`,
  )
})

describe(`shadcn@${SHADCN_VERSION} add connect-modal, then every item`, () => {
  test('behavior: every file of the item and its dependencies is written where shadcn places it, fetched from 127.0.0.1', () => {
    expect(addOutput).not.toMatch(/already exists|Skipped/)
    // The kit's ui files go to components/walletkit/ui; the app's own button is left as it was.
    expect(readFileSync(join(host, 'src/components/ui/button.tsx'), 'utf8')).toBe(appButton)
    expect(existsSync(join(host, 'src/components/walletkit/ui/button.tsx'))).toBe(true)
    const missing = files.map((file) => shadcnTarget(file)).filter((path) => !existsSync(join(host, path)))
    expect(missing).toEqual([])
    expect(requests).toContain('/r/connect-modal.json')
  })

  test('behavior: every item a Vite app takes is written where shadcn places it, no file of the first add replaced or refused', () => {
    expect(everyItem.length).toBeGreaterThan(100)
    expect(addAllOutput).not.toMatch(/already exists/)
    const missing = everyFile.map((file) => shadcnTarget(file)).filter((path) => !existsSync(join(host, path)))
    expect(missing).toEqual([])
    // --overwrite, and still the app's own button is as it was: no kit file has its place.
    expect(readFileSync(join(host, 'src/components/ui/button.tsx'), 'utf8')).toBe(appButton)
    // The files of the first add come again the same, but for shadcn's flip of 'use client' (its
    // strip takes the comment lines right after the directive too).
    const body = (text: string) => text.replace(/^'use client'\n\n/, '').replace(/^(?:\/\/.*\n)+/, '')
    const changed = [...firstAdd].filter(([path, first]) => body(readFileSync(join(host, path), 'utf8')) !== body(first))
    expect(changed.map(([path]) => path)).toEqual([])
  })

  test('behavior: each import shadcn rewrote reaches the file the registry meant (no namesake taken instead)', () => {
    const byPath = new Map(files.map((file) => [file.path, file]))
    const wrong: string[] = []
    for (const file of files) {
      if (!/\.[jt]sx?$/.test(file.path)) continue
      const written = join(host, shadcnTarget(file))
      const ours = importDeclarations(join(repoRoot, file.path))
      const theirs = importDeclarations(written)
      ours.forEach((specifier, at) => {
        if (!specifier.startsWith('@/registry/')) return
        const meant = scriptExtensions.map((ext) => byPath.get(`${specifier.slice(2)}${ext}`)).find(Boolean)
        if (!meant) return
        const expected = shadcnTarget(meant)
        const got = theirs[at] ?? ''
        const reached = got.startsWith('@/')
          ? scriptExtensions.map((ext) => `src/${got.slice(2)}${ext}`).find((path) => existsSync(join(host, path)))
          : got
        if (reached !== expected) wrong.push(`${file.path}: ${specifier} -> ${got} (${reached ?? 'nothing'}), meant ${expected}`)
      })
    }
    expect(wrong).toEqual([])
  })

  // shadcn resolves by name only import declarations; re-exports, import() and `declare module`
  // names reach their files because build --public-url already names them by the default aliases.
  test('behavior: the host type-checks with no error', () => {
    const started = performance.now()
    const checked = spawnSync('npx', ['tsc', '-p', 'tsconfig.app.json', '--noEmit'], {
      cwd: host,
      env: userEnv({ NO_COLOR: '1' }),
      encoding: 'utf8',
    })
    timings.tsc = Math.round(performance.now() - started)
    const errors = `${checked.stdout}${checked.stderr}`.split('\n').filter((line) => /error TS\d+/.test(line))
    expect(errors).toEqual([])
    expect(checked.status).toBe(0)
  })

  test("behavior: the app's own build (tsc -b && vite build) passes, with the kit's classes in its CSS", async () => {
    await run('npm', ['run', 'build'], { cwd: host, timings, label: 'npm run build', env: { NO_COLOR: '1' } })
    const assets = join(host, 'dist/assets')
    const css = readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n')
    // Tailwind found the kit's files and its theme: a utility only the kit's components use.
    expect(css).toMatch(/\.bg-wk-surface-1\{/)
  }, 300_000)
})
