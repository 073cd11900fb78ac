import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCliBuilt, repoRoot } from './host-app'
import { cliRoots, hostAppSource } from './host-source'
import { userEnv } from './user-env'

/** Tailwind 3's last minor, as TOOLCHAIN.md lists it for Tailwind 3 hosts. */
export const TAILWIND3_VERSION = '3.4.19'
const tailwind3Cache = join(tmpdir(), `walletkit-tailwind-${TAILWIND3_VERSION}`)

export type CompiledHostKind = 'tailwind3' | 'plain'
export type CompiledHost = { root: string; dist: string; cliOutput: string }

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: userEnv({ NO_COLOR: '1' }) })
}

/**
 * tailwindcss 3 is not one of the repo's packages: installed from npm once per machine into a
 * temp folder (renamed into place, so a parallel run never sees half of it) and linked into
 * each Tailwind 3 host's node_modules, as the host's own dependency would be.
 */
function tailwind3(): string {
  const pkg = join(tailwind3Cache, 'node_modules/tailwindcss')
  if (existsSync(pkg)) return pkg
  const staging = `${tailwind3Cache}.${process.pid}`
  mkdirSync(staging, { recursive: true })
  writeFileSync(join(staging, 'package.json'), '{"name":"tailwind3-cache","private":true}\n')
  run('npm', ['install', `tailwindcss@${TAILWIND3_VERSION}`, '--no-audit', '--no-fund', '--ignore-scripts'], staging)
  try {
    renameSync(staging, tailwind3Cache)
  } catch (error) {
    if (!existsSync(pkg)) throw error
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return pkg
}

/** The vite-react template as a Tailwind 3 app (PostCSS plugin, tailwind.config, @tailwind directives) or a plain-CSS app. */
function makeHost(root: string, kind: CompiledHostKind): void {
  cpSync(join(repoRoot, 'templates/vite-react'), root, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
  delete manifest.devDependencies['@tailwindcss/vite']
  if (kind === 'tailwind3') manifest.devDependencies.tailwindcss = `^${TAILWIND3_VERSION}`
  else delete manifest.devDependencies.tailwindcss
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const vite = readFileSync(join(root, 'vite.config.ts'), 'utf8')
  writeFileSync(
    join(root, 'vite.config.ts'),
    vite.replace("import tailwindcss from '@tailwindcss/vite'\n", '').replace(', tailwindcss()', ''),
  )
  if (kind === 'plain') {
    // The host's own CSS, and a restyle in the layer the guide offers: the button's letter spacing
    // wins, the unlayered text-transform aimed at the kit does not (the guard reverts it).
    writeFileSync(
      join(root, 'src/index.css'),
      "body { margin: 0; font-family: system-ui, sans-serif; }\n@layer walletkit.overrides {\n  [data-slot='connect-button'] { letter-spacing: 3px; }\n}\n[data-slot='connect-button'] { text-transform: uppercase; }\n",
    )
    return
  }
  mkdirSync(join(root, 'node_modules'), { recursive: true })
  symlinkSync(tailwind3(), join(root, 'node_modules/tailwindcss'), 'dir')
  writeFileSync(join(root, 'postcss.config.js'), 'export default { plugins: { tailwindcss: {} } }\n')
  writeFileSync(
    join(root, 'tailwind.config.js'),
    "/** @type {import('tailwindcss').Config} */\nexport default { content: ['./index.html', './src/**/*.{ts,tsx}'], theme: { extend: {} }, plugins: [] }\n",
  )
  writeFileSync(join(root, 'src/index.css'), '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n')
}

/**
 * A host on Tailwind 3 or on plain CSS under .tmp/<name>, set up as a user would: `walletkit
 * init` (which picks the compiled stylesheet), `walletkit add connect-modal`, the shared test
 * App.tsx, and `vite build` run in the host's folder (Tailwind 3 finds its config from there).
 */
export function prepareCompiledHost(name: string, kind: CompiledHostKind, items: string[] = []): CompiledHost {
  const root = join(repoRoot, '.tmp', name)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  makeHost(root, kind)
  ensureCliBuilt()
  const cli = join(repoRoot, 'cli/dist/index.js')
  const init = run(process.execPath, [cli, 'init', '--yes', '--no-install', '--cwd', root], root)
  const add = run(
    process.execPath,
    [cli, 'add', 'connect-modal', ...items, '--yes', '--no-install', '--cwd', root, '--registry', repoRoot],
    root,
  )
  writeFileSync(join(root, 'src/App.tsx'), hostAppSource(cliRoots))
  run(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], root)
  return { root, dist: join(root, 'dist'), cliOutput: `${init}\n${add}` }
}
