import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeShadcnState } from './stock-shadcn'

// Not from ./helpers: that module registers vitest hooks, and this one is also used outside tests.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const bin = join(repoRoot, 'cli/dist/index.js')

/**
 * Hosts made the way users make them, with the real scaffolding tools at their current
 * versions, then set up with the built CLI. Scaffolds (with node_modules) are cached in a shared
 * temp folder keyed by the tool's version, so only the first run of a version pays for them.
 */
export const stockHostKinds = ['vite', 'next', 'shadcn-vite', 'vite-ts5-react18'] as const
export type StockHostKind = (typeof stockHostKinds)[number]

export type StockHost = {
  kind: StockHostKind
  dir: string
  framework: 'vite' | 'next-app'
  /** Where `npm run build` put the app: `dist` (serve statically) or `.next` (`next start`). */
  output: 'dist' | '.next'
  /** What `walletkit add` printed after installing. */
  addOutput: string
  timings: Record<string, number>
}

export type BuildStockHostOptions = {
  /** Items to add besides connect-modal; default every item of registry/registry.json. */
  items?: string[]
  /** Runs after the printed render lines are pasted and before `npm run build` (e.g. a test App). */
  beforeBuild?: (host: Omit<StockHost, 'timings'>) => void
}

export const stockCacheRoot = join(tmpdir(), 'walletkit-stock-hosts')
const quiet = { NO_COLOR: '1', NEXT_TELEMETRY_DISABLED: '1', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' }

/** Runs a command, times it, and throws with the output's tail when it fails. */
function run(command: string, args: string[], cwd: string, timings: Record<string, number>, label: string): string {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...quiet }, maxBuffer: 64 * 1024 * 1024 })
  timings[label] = Math.round(performance.now() - started)
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`
  if (result.status !== 0) throw new Error(`${label} failed (${command} ${args.join(' ')}, exit ${result.status}):\n${output.slice(-6000)}`)
  return output
}

const versions = new Map<string, string>()
/** The version `npx <tool>@latest` will run, asked of the npm registry once per process. */
function latest(tool: string): string {
  let version = versions.get(tool)
  if (!version) {
    const result = spawnSync('npm', ['view', tool, 'version'], { encoding: 'utf8', env: { ...process.env, ...quiet } })
    version = result.stdout.trim().split('\n').pop()?.trim()
    if (result.status !== 0 || !version) throw new Error(`npm view ${tool} version failed: ${result.stderr}`)
    versions.set(tool, version)
  }
  return version
}

/** next/font/google downloads fonts at build time; there is no internet here, so use system fonts. */
function useSystemFonts(dir: string): void {
  const file = join(dir, 'src/app/layout.tsx')
  const layout = readFileSync(file, 'utf8')
  const next = layout
    .replace(/^import \{[^}]*\} from "next\/font\/google";\n/m, '')
    .replace(/\nconst \w+ = \w+\(\{[^}]*\}\);\n/g, '\n')
    .replace(/className=\{`\$\{\w+\.variable\} \$\{\w+\.variable\} ([^`]*)`\}/, 'className="$1"')
  if (next.includes('next/font') || next.includes('.variable')) throw new Error(`create-next-app's layout changed; update useSystemFonts:\n${layout}`)
  writeFileSync(file, next)
}

type Recipe = { tool: string; name: string; create: (parent: string, name: string, timings: Record<string, number>) => void }

const createVite = (parent: string, name: string, timings: Record<string, number>) => {
  run('npx', ['--yes', `create-vite@${latest('create-vite')}`, name, '--template', 'react-ts', '--no-interactive'], parent, timings, 'create-vite')
  run('npm', ['install'], join(parent, name), timings, 'npm install (scaffold)')
}

const recipes: Record<StockHostKind, Recipe> = {
  vite: { tool: 'create-vite', name: 'vite-app', create: createVite },
  'vite-ts5-react18': {
    tool: 'create-vite',
    name: 'vite-ts5-react18',
    create: (parent, name, timings) => {
      createVite(parent, name, timings)
      const dir = join(parent, name)
      run('npm', ['install', '--save-dev', 'typescript@~5.9.0', '@types/react@^18', '@types/react-dom@^18'], dir, timings, 'npm install typescript 5')
      run('npm', ['install', 'react@^18', 'react-dom@^18'], dir, timings, 'npm install react 18')
      // create-vite's TypeScript 5 templates said "strict": true; TS 6+ made it the default, so today's omit it.
      const app = join(dir, 'tsconfig.app.json')
      writeFileSync(app, readFileSync(app, 'utf8').replace('"skipLibCheck": true,', '"skipLibCheck": true,\n    "strict": true,'))
    },
  },
  'shadcn-vite': {
    tool: 'create-vite',
    name: 'shadcn-vite',
    create: (parent, name, timings) => {
      createVite(parent, name, timings)
      writeShadcnState(join(parent, name), (args, label) => run('npm', args, join(parent, name), timings, label))
    },
  },
  next: {
    tool: 'create-next-app',
    name: 'next-app',
    create: (parent, name, timings) => {
      const version = latest('create-next-app')
      run('npx', ['--yes', `create-next-app@${version}`, name, '--ts', '--tailwind', '--app', '--src-dir', '--import-alias', '@/*', '--use-npm', '--yes', '--disable-git'], parent, timings, 'create-next-app')
      useSystemFonts(join(parent, name))
    },
  },
}

/** The cached scaffold of `kind` (created on first use), keyed by the version of its tool. */
export function stockScaffold(kind: StockHostKind, timings: Record<string, number> = {}): string {
  const recipe = recipes[kind]
  const cached = join(stockCacheRoot, `${kind}--${recipe.tool}@${latest(recipe.tool)}`)
  if (existsSync(join(cached, '.walletkit-scaffold-ready'))) return cached
  mkdirSync(stockCacheRoot, { recursive: true })
  // Built in a private folder and renamed into place: parallel runs never see half a scaffold.
  const building = mkdtempSync(join(stockCacheRoot, `.building-${kind}-`))
  recipe.create(building, recipe.name, timings)
  writeFileSync(join(building, recipe.name, '.walletkit-scaffold-ready'), new Date().toISOString())
  try {
    renameSync(join(building, recipe.name), cached)
  } catch (error) {
    if (!existsSync(join(cached, '.walletkit-scaffold-ready'))) throw error
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
  return cached
}

/** Code blocks of "Render the kit:" in `add`'s output: each numbered title, then its indented lines. */
export function renderBlocks(output: string): Array<{ title: string; code: string }> {
  const lines = output.slice(output.indexOf('Render the kit:')).split('\n').slice(1)
  const blocks: Array<{ title: string; code: string[] }> = []
  for (const line of lines) {
    const title = /^\d+\. (.*)$/.exec(line)
    if (title?.[1]) blocks.push({ title: title[1], code: [] })
    else if (blocks.length > 0 && (line.startsWith('    ') || line === '')) blocks.at(-1)?.code.push(line.slice(4))
  }
  return blocks.map((block) => ({ title: block.title, code: block.code.join('\n').trim() }))
}

/** Splits a pasted block into its import lines and the rest (the JSX). */
function splitImports(code: string): { imports: string; rest: string } {
  const lines = code.split('\n')
  return { imports: lines.filter((l) => l.startsWith('import ')).join('\n'), rest: lines.filter((l) => !l.startsWith('import ')).join('\n').trim() }
}

/** Pastes what `add` printed into the host, as a user following it would. */
function pasteRenderLines(dir: string, framework: StockHost['framework'], output: string): void {
  const blocks = renderBlocks(output)
  if (framework === 'vite') {
    const [render] = blocks
    if (!render?.title.startsWith('Paste into src/App.tsx')) throw new Error(`add printed no render lines for Vite:\n${output}`)
    const { imports, rest } = splitImports(render.code)
    writeFileSync(join(dir, 'src/App.tsx'), `${imports}\n\nexport default function App() {\n  return (\n    <main>\n${rest.replace(/^/gm, '      ')}\n    </main>\n  )\n}\n`)
    return
  }
  const [root, layout, button] = blocks
  const rootFile = /^Create (\S+), the client boundary/.exec(root?.title ?? '')?.[1]
  if (!root || !layout || !button || !rootFile) throw new Error(`add printed no render lines for Next:\n${output}`)
  writeFileSync(join(dir, rootFile), `${root.code}\n`)
  const layoutFile = join(dir, 'src/app/layout.tsx')
  const wrap = splitImports(layout.code)
  const stock = readFileSync(layoutFile, 'utf8')
  const wrapped = stock.replace('{children}', wrap.rest)
  if (wrapped === stock) throw new Error(`layout.tsx has no {children}:\n${stock}`)
  writeFileSync(layoutFile, `${wrap.imports}\n${wrapped}`)
  const page = splitImports(button.code)
  writeFileSync(join(dir, 'src/app/page.tsx'), `${page.imports}\n\nexport default function Home() {\n  return (\n    <main>\n      ${page.rest}\n    </main>\n  )\n}\n`)
}

function registryItemNames(): string[] {
  const index = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as { items: Array<{ name: string }> }
  return index.items.map((item) => item.name)
}

/**
 * A stock host with walletkit set up by the built CLI (`init --yes`, `add connect-modal` plus
 * every registry item, the printed render lines pasted) and built with the scaffold's own
 * `npm run build`. The caller owns (and removes) the returned folder.
 */
export function buildStockHost(kind: StockHostKind, options: BuildStockHostOptions = {}): StockHost {
  const timings: Record<string, number> = {}
  const started = performance.now()
  const scaffold = stockScaffold(kind, timings)
  const dir = mkdtempSync(join(tmpdir(), `walletkit-stock-${kind}-`))
  run('cp', ['-a', `${scaffold}/.`, dir], tmpdir(), timings, 'copy scaffold')
  const framework = kind === 'next' ? 'next-app' : 'vite'
  const cli = (args: string[], label: string) => run(process.execPath, [bin, ...args, '--cwd', dir], dir, timings, label)
  try {
    cli(['init', '--yes'], 'walletkit init')
    const items = options.items ?? registryItemNames()
    // The embedded registry is trusted here: its packages are approved and may run their scripts.
    const addOutput = cli(['add', 'connect-modal', ...items.filter((name) => name !== 'connect-modal'), '--yes', '--allow-new-packages', '--allow-scripts'], 'walletkit add')
    pasteRenderLines(dir, framework, addOutput)
    const host = { kind, dir, framework, output: framework === 'vite' ? 'dist' : '.next', addOutput } as const
    options.beforeBuild?.(host)
    run('npm', ['run', 'build'], dir, timings, 'npm run build')
    timings.total = Math.round(performance.now() - started)
    return { ...host, timings }
  } catch (error) {
    // The error carries the failing command's output; WALLETKIT_KEEP_HOSTS=1 keeps the folder to look at.
    if (process.env.WALLETKIT_KEEP_HOSTS === '1') process.stderr.write(`kept ${dir}\n`)
    else rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

export function formatTimings(host: StockHost): string {
  return `${host.kind}: ${Object.entries(host.timings).map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`).join(', ')}`
}
