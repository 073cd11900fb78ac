import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cliRoots, directRoots, hostAppSource, plainAppSource, type ImportRoots } from './host-source'
import { asProduction, userEnv } from './user-env'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const cliEntry = join(repoRoot, 'cli/dist/index.js')

export type HostMode = 'cli' | 'direct' | 'plain'
export type HostApp = { root: string; dist: string; mode: HostMode }
/** `items`: more registry items for the CLI to add after connect-modal; `manifest`: Vite writes dist/.vite/manifest.json. */
export type HostAppOptions = {
  items?: string[]
  manifest?: boolean
  /** App.tsx for the host; the shared test host unless a test needs its own (given the import roots and mode). */
  appSource?: ((roots: ImportRoots, mode: HostMode) => string) | undefined
}

function run(command: string, args: string[], cwd = repoRoot): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: userEnv({ PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }),
  })
}

/** Builds the CLI once if this checkout has none yet (npm test builds it before the suites). */
export function ensureCliBuilt(): void {
  if (!existsSync(cliEntry)) run('npm', ['run', 'build', '--silent', '-w', 'cli'])
}

// Tailwind skips git-ignored folders (.tmp/ is one); the host's own sources are listed explicitly.
function addSourceDirective(root: string): void {
  const css = join(root, 'src/index.css')
  const text = readFileSync(css, 'utf8')
  if (!text.includes('@source "./"')) writeFileSync(css, `${text.trimEnd()}\n@source "./";\n`)
}

// The theme stylesheet arrives as a registry:file; the host imports it from its Tailwind CSS.
function importThemeCss(root: string, from: string): void {
  const css = join(root, 'src/index.css')
  const text = readFileSync(css, 'utf8')
  if (text.includes('walletkit.css')) return
  const withImport = text.replace(/(@import\s+["']tailwindcss["'];?\n)/, `$1@import "${from}";\n`)
  writeFileSync(css, withImport === text ? `@import "${from}";\n${text}` : withImport)
}

function directViteConfig(): string {
  return `import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\\/registry\\//, replacement: ${JSON.stringify(`${join(repoRoot, 'registry')}/`)} },
      { find: /^@\\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
})
`
}

/**
 * Makes a host app under .tmp/<name> from templates/vite-react (inside the repo, so the root
 * node_modules resolve) and builds it with Vite. `cli`: `walletkit init` and
 * `walletkit add connect-modal`, as a user would. `direct`: aliases the registry (a fallback
 * while developing). `plain`: the template with a plain button, the benchmark's baseline.
 */
export async function prepareHostApp(name: string, mode: HostMode, options: HostAppOptions = {}): Promise<HostApp> {
  const root = join(repoRoot, '.tmp', name)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  const cached = cachedHostPath(mode, options)
  if (cached && existsSync(cached)) {
    cpSync(cached, root, { recursive: true })
    return { root, dist: join(root, 'dist'), mode }
  }
  await buildHostApp(root, mode, options)
  if (cached) storeHost(root, cached)
  return { root, dist: join(root, 'dist'), mode }
}

/**
 * `npm test` sets WALLETKIT_E2E_HOST_CACHE to a folder that lives for one run: files asking for
 * the same host (mode, items, manifest and App.tsx alike) get a copy of the first build instead
 * of running the CLI and Vite again. The host reads the devnet's URLs at run time, so a build
 * does not depend on the session. Unset (a targeted vitest run), every call builds.
 */
function cachedHostPath(mode: HostMode, options: HostAppOptions): string | undefined {
  const cacheRoot = process.env.WALLETKIT_E2E_HOST_CACHE
  if (!cacheRoot) return undefined
  const app = mode === 'plain' ? plainAppSource : (options.appSource ?? hostAppSource)(mode === 'cli' ? cliRoots : directRoots, mode)
  const inputs = {
    mode,
    items: options.items ?? [],
    manifest: options.manifest ?? false,
    app,
    embedded: Boolean(process.env.WALLETKIT_E2E_EMBEDDED),
  }
  return join(cacheRoot, createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16))
}

// Copied next to the cache entry and renamed into place: a file running in the other worker
// never sees half a host; if both built it, the first rename wins and the other copy goes.
function storeHost(root: string, cached: string): void {
  const staging = `${cached}.${process.pid}`
  cpSync(root, staging, { recursive: true })
  try {
    renameSync(staging, cached)
  } catch (error) {
    if (!existsSync(cached)) throw error
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

async function buildHostApp(root: string, mode: HostMode, options: HostAppOptions): Promise<void> {
  cpSync(join(repoRoot, 'templates/vite-react'), root, { recursive: true })
  if (mode === 'cli') {
    ensureCliBuilt()
    run('node', [cliEntry, 'init', '--yes', '--no-install', '--cwd', root])
    const registry = process.env.WALLETKIT_E2E_EMBEDDED ? [] : ['--registry', repoRoot]
    run('node', [cliEntry, 'add', 'connect-modal', ...(options.items ?? []), '--yes', '--no-install', '--cwd', root, ...registry])
    importThemeCss(root, './styles/walletkit.css')
    writeFileSync(join(root, 'src/App.tsx'), (options.appSource ?? hostAppSource)(cliRoots, mode))
  } else if (mode === 'direct') {
    writeFileSync(join(root, 'vite.config.ts'), directViteConfig())
    importThemeCss(root, join(repoRoot, 'registry/styles/walletkit.css'))
    const css = join(root, 'src/index.css')
    writeFileSync(css, `${readFileSync(css, 'utf8').trimEnd()}\n@source ${JSON.stringify(join(repoRoot, 'registry'))};\n`)
    writeFileSync(join(root, 'src/App.tsx'), (options.appSource ?? hostAppSource)(directRoots, mode))
  } else {
    writeFileSync(join(root, 'src/App.tsx'), plainAppSource)
  }
  addSourceDirective(root)
  const { build } = await import('vite')
  await asProduction(() =>
    build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: join(root, 'dist'), emptyOutDir: true, manifest: options.manifest ?? false },
    }),
  )
}
