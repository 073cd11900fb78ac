import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registryItemNames } from './registry-items'
import { pasteRenderLines, type StockFramework } from './stock-host-paste'
import { writeShadcnState } from './stock-shadcn'
import { userEnv } from '../../e2e/support/user-env'

// Not from ./helpers: that module registers vitest hooks, and this one is also used outside tests.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const bin = join(repoRoot, 'cli/dist/index.js')

/**
 * Hosts made the way users make them, with the real scaffolding tools at their current
 * versions, then set up with the built CLI. Scaffolds (with node_modules) are cached in a shared
 * temp folder keyed by the tool's version, so only the first run of a version pays for them.
 */
// No create-react-router host: its templates, the default one too, come only from GitHub (or a
// tarball URL or a local folder), and this machine reaches nothing but the npm registry.
// `npx create-react-router@8.4.0 app --yes --no-install --no-git-init --debug` stops at
// "fetch failed ... getaddrinfo ENOTFOUND codeload.github.com" (template
// https://github.com/remix-run/react-router-templates/tree/main/default); no npm package holds it.
export const stockHostKinds = ['vite', 'next', 'next-pages', 'shadcn-vite', 'vite-ts5-react18'] as const
export type StockHostKind = (typeof stockHostKinds)[number]

export type StockHost = {
  kind: StockHostKind
  dir: string
  framework: StockFramework
  /** Where `npm run build` put the app: `dist` (serve statically) or `.next` (`next start`). */
  output: 'dist' | '.next'
  /** What `walletkit add` printed after installing. */
  addOutput: string
  /** Registry items not added because they are made for other frameworks (see registryItemNames). */
  leftOut: string[]
  timings: Record<string, number>
}

export type PrepareStockHostOptions = {
  /** Items to add besides connect-modal; default every item of registry/registry.json. */
  items?: string[]
  /**
   * npm resolves from the packuments already in its cache (`--prefer-offline`) instead of asking
   * the registry about every package again. Only for a host set up after another one in the same
   * run installed the same items online: the cache then holds what the registry said minutes ago.
   */
  preferOffline?: boolean
}

export const stockCacheRoot = join(tmpdir(), 'walletkit-stock-hosts')
const quiet = {
  NO_COLOR: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
}

// At most two commands of this process at a time: two cores, and much of an install is npm
// waiting on the registry, so a build runs beside another host's install. A freed slot goes to
// the host the tests reach first (stockHostKinds' order), so no test waits behind a later host.
const slots = { free: 2, waiting: [] as Array<{ rank: number; start: () => void }> }
async function inSlot<T>(rank: number, work: () => Promise<T>): Promise<T> {
  if (slots.free === 0) {
    await new Promise<void>((start) => {
      const at = slots.waiting.findIndex((waiting) => waiting.rank > rank)
      slots.waiting.splice(at === -1 ? slots.waiting.length : at, 0, { rank, start })
    })
  } else slots.free--
  try {
    return await work()
  } finally {
    const next = slots.waiting.shift()
    if (next) next.start()
    else slots.free++
  }
}

export type RunOptions = {
  cwd: string
  timings: Record<string, number>
  label: string
  /** The host the command is for (its slot priority); none for shared steps, which go first. */
  kind?: StockHostKind
  env?: Record<string, string>
}

/** Runs a command (in a slot), times it, and rejects with the output's tail when it fails. */
export function run(command: string, args: string[], { cwd, timings, label, kind, env = quiet }: RunOptions): Promise<string> {
  const rank = kind ? stockHostKinds.indexOf(kind) : -1
  return inSlot(
    rank,
    () =>
      new Promise<string>((resolve, reject) => {
        const started = performance.now()
        const child = spawn(command, args, { cwd, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('error', reject)
        child.on('close', (status) => {
          timings[label] = Math.round(performance.now() - started)
          if (status === 0) resolve(output)
          else reject(new Error(`${label} failed (${command} ${args.join(' ')}, exit ${status}):\n${output.slice(-6000)}`))
        })
      }),
  )
}

const versions = new Map<string, Promise<string>>()
/** The version `npx <tool>@latest` will run, asked of the npm registry once per process. */
function latest(tool: string): Promise<string> {
  let version = versions.get(tool)
  if (!version) {
    version = run('npm', ['view', tool, 'version'], { cwd: tmpdir(), timings: {}, label: 'npm view' }).then((output) => {
      // stdout and stderr come mixed: the version is the last line that is one (npm may warn too).
      const found = output.match(/^\d+\.\d+\.\d+\S*$/gm)?.pop()
      if (!found) throw new Error(`npm view ${tool} version printed no version:\n${output}`)
      return found
    })
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
  if (next.includes('next/font') || next.includes('.variable'))
    throw new Error(`create-next-app's layout changed; update useSystemFonts:\n${layout}`)
  writeFileSync(file, next)
}

type Recipe = {
  tool: string
  name: string
  /** Bumped when `create` changes, so a scaffold cached by an older recipe is not reused. */
  revision?: number
  framework?: StockFramework
  create: (parent: string, name: string, timings: Record<string, number>, kind: StockHostKind) => Promise<void>
}

const createVite = async (parent: string, name: string, timings: Record<string, number>, kind: StockHostKind) => {
  await run('npx', ['--yes', `create-vite@${await latest('create-vite')}`, name, '--template', 'react-ts', '--no-interactive'], {
    cwd: parent,
    timings,
    label: 'create-vite',
    kind,
  })
  await run('npm', ['install'], { cwd: join(parent, name), timings, label: 'npm install (scaffold)', kind })
}

/** create-next-app as its prompts' defaults make it (TypeScript, Tailwind, src/, @/*), with the router asked for. */
async function createNextApp(
  parent: string,
  name: string,
  router: '--app' | '--no-app',
  timings: Record<string, number>,
  kind: StockHostKind,
) {
  const version = await latest('create-next-app')
  const options = ['--ts', '--tailwind', router, '--src-dir', '--import-alias', '@/*', '--use-npm', '--yes', '--disable-git']
  await run('npx', ['--yes', `create-next-app@${version}`, name, ...options], { cwd: parent, timings, label: 'create-next-app', kind })
}

const recipes: Record<StockHostKind, Recipe> = {
  vite: { tool: 'create-vite', name: 'vite-app', create: createVite },
  'vite-ts5-react18': {
    tool: 'create-vite',
    name: 'vite-ts5-react18',
    revision: 3,
    create: async (parent, name, timings, kind) => {
      await createVite(parent, name, timings, kind)
      const dir = join(parent, name)
      await run('npm', ['install', '--save-dev', 'typescript@~5.9.0', '@types/react@^18', '@types/react-dom@^18'], {
        cwd: dir,
        timings,
        label: 'npm install typescript 5',
        kind,
      })
      await run('npm', ['install', 'react@^18', 'react-dom@^18'], { cwd: dir, timings, label: 'npm install react 18', kind })
      // An app already on wagmi 2 (issue 25): `walletkit add wagmi` must keep the host's own version.
      await run('npm', ['install', 'wagmi@^2', '@tanstack/react-query@^5', 'viem@^2'], {
        cwd: dir,
        timings,
        label: 'npm install wagmi 2',
        kind,
      })
      // An app on Tailwind 3, set up as Tailwind 3's Vite guide says (config and PostCSS from its own
      // init, content globs over src/, the three directives): it scans the kit's copied files too.
      await run('npm', ['install', '--save-dev', 'tailwindcss@^3', 'postcss@^8', 'autoprefixer@^10'], {
        cwd: dir,
        timings,
        label: 'npm install tailwind 3',
        kind,
      })
      await run('npx', ['tailwindcss', 'init', '-p'], { cwd: dir, timings, label: 'tailwindcss init', kind })
      const config = readdirSync(dir).find((file) => /^tailwind\.config\.(js|cjs|mjs|ts)$/.test(file))
      if (!config) throw new Error('tailwindcss init wrote no tailwind.config')
      const configPath = join(dir, config)
      const withContent = readFileSync(configPath, 'utf8').replace(
        'content: [],',
        'content: ["./index.html", "./src/**/*.{js,ts,jsx,tsx}"],',
      )
      if (!withContent.includes('./src/**/*')) throw new Error(`Tailwind 3's config changed shape:\n${withContent}`)
      writeFileSync(configPath, withContent)
      const css = join(dir, 'src/index.css')
      writeFileSync(css, `@tailwind base;\n@tailwind components;\n@tailwind utilities;\n\n${readFileSync(css, 'utf8')}`)
      // create-vite's TypeScript 5 templates said "strict": true; TS 6+ made it the default, so today's omit it.
      const app = join(dir, 'tsconfig.app.json')
      writeFileSync(app, readFileSync(app, 'utf8').replace('"skipLibCheck": true,', '"skipLibCheck": true,\n    "strict": true,'))
    },
  },
  'shadcn-vite': {
    tool: 'create-vite',
    name: 'shadcn-vite',
    create: async (parent, name, timings, kind) => {
      await createVite(parent, name, timings, kind)
      await writeShadcnState(join(parent, name), (args, label) => run('npm', args, { cwd: join(parent, name), timings, label, kind }))
    },
  },
  next: {
    tool: 'create-next-app',
    name: 'next-app',
    framework: 'next-app',
    create: async (parent, name, timings, kind) => {
      await createNextApp(parent, name, '--app', timings, kind)
      useSystemFonts(join(parent, name))
    },
  },
  // The pages router's scaffold loads its fonts in src/pages/index.tsx, which the pasted button page replaces.
  'next-pages': {
    tool: 'create-next-app',
    name: 'next-pages',
    framework: 'next-pages',
    create: (parent, name, timings, kind) => createNextApp(parent, name, '--no-app', timings, kind),
  },
}

/** The cached scaffold of `kind` (created on first use), keyed by the version of its tool. */
export async function stockScaffold(kind: StockHostKind, timings: Record<string, number> = {}): Promise<string> {
  const recipe = recipes[kind]
  const revision = recipe.revision ? `-r${recipe.revision}` : ''
  const cached = join(stockCacheRoot, `${kind}--${recipe.tool}@${await latest(recipe.tool)}${revision}`)
  if (existsSync(join(cached, '.walletkit-scaffold-ready'))) return cached
  mkdirSync(stockCacheRoot, { recursive: true })
  // Built in a private folder and renamed into place: parallel runs never see half a scaffold.
  const building = mkdtempSync(join(stockCacheRoot, `.building-${kind}-`))
  await recipe.create(building, recipe.name, timings, kind)
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

/**
 * A stock host with walletkit set up by the built CLI (`init --yes`, `add connect-modal` plus
 * every registry item, the printed render lines pasted), not built yet. The caller owns (and
 * removes) the returned folder.
 */
export async function prepareStockHost(kind: StockHostKind, options: PrepareStockHostOptions = {}): Promise<StockHost> {
  const timings: Record<string, number> = {}
  const started = performance.now()
  const scaffold = await stockScaffold(kind, timings)
  const dir = mkdtempSync(join(tmpdir(), `walletkit-stock-${kind}-`))
  const framework = recipes[kind].framework ?? 'vite'
  const env = options.preferOffline ? { ...quiet, npm_config_prefer_offline: 'true' } : quiet
  const cli = (args: string[], label: string) =>
    run(process.execPath, [bin, ...args, '--cwd', dir], { cwd: dir, timings, label, kind, env })
  try {
    await run('cp', ['-a', `${scaffold}/.`, dir], { cwd: tmpdir(), timings, label: 'copy scaffold', kind })
    // init picks the styles path from what the scaffold has: Tailwind v4 (next, shadcn) keeps the
    // kit's Tailwind source; none (create-vite) or Tailwind 3 (the React 18 app) gets the compiled stylesheet.
    await cli(['init', '--yes'], 'walletkit init')
    const every = registryItemNames(framework)
    const items = options.items ?? every.items
    // The embedded registry is trusted here: its packages are approved and may run their scripts.
    const addOutput = await cli(
      ['add', 'connect-modal', ...items.filter((name) => name !== 'connect-modal'), '--yes', '--allow-new-packages', '--allow-scripts'],
      'walletkit add',
    )
    pasteRenderLines(dir, framework, addOutput)
    timings.prepared = Math.round(performance.now() - started)
    if (framework === 'next-pages' && readFileSync(join(dir, 'src/pages/index.tsx'), 'utf8').includes('next/font'))
      throw new Error('the pasted index page kept next/font/google, which downloads fonts at build time')
    const leftOut = options.items ? [] : every.leftOut
    return { kind, dir, framework, output: framework === 'vite' ? 'dist' : '.next', addOutput, leftOut, timings }
  } catch (error) {
    removeUnlessKept(dir)
    throw error
  }
}

/**
 * Builds a prepared host with the scaffold's own `npm run build`, after `beforeBuild` (e.g. a
 * test App). On failure the folder is removed.
 */
export async function buildStockHost(host: StockHost, beforeBuild?: (host: StockHost) => void): Promise<StockHost> {
  const started = performance.now()
  try {
    beforeBuild?.(host)
    await run('npm', ['run', 'build'], { cwd: host.dir, timings: host.timings, label: 'npm run build', kind: host.kind })
    host.timings.total = (host.timings.prepared ?? 0) + Math.round(performance.now() - started)
    return host
  } catch (error) {
    removeUnlessKept(host.dir)
    throw error
  }
}

/** The error carries the failing command's output; WALLETKIT_KEEP_HOSTS=1 keeps the folder to look at. */
function removeUnlessKept(dir: string): void {
  if (process.env.WALLETKIT_KEEP_HOSTS === '1') process.stderr.write(`kept ${dir}\n`)
  else rmSync(dir, { recursive: true, force: true })
}

export { renderBlocks } from './stock-host-paste'

export function formatTimings(host: StockHost): string {
  return `${host.kind}: ${Object.entries(host.timings)
    .map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`)
    .join(', ')}`
}
