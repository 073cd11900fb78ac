import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.js'

export type Framework = 'vite' | 'next-app'

const any = (root: string, names: string[]) => names.find((name) => existsSync(join(root, name)))

function declares(root: string, pkg: string): boolean {
  const file = join(root, 'package.json')
  if (!existsSync(file)) return false
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
  return Boolean(manifest.dependencies?.[pkg] ?? manifest.devDependencies?.[pkg])
}

export function detectFramework(root: string): Framework {
  const next = any(root, ['next.config.ts', 'next.config.mjs', 'next.config.js']) ?? (declares(root, 'next') ? 'next' : undefined)
  if (next) {
    if (any(root, ['app', 'src/app'])) return 'next-app'
    throw new CliError('FRAMEWORK_UNSUPPORTED', 'This Next.js project uses the pages router; walletkit supports the app router.', {
      suggestion: 'Create an app/ folder (app router), or start fresh with `walletkit init --template next-app`.',
    })
  }
  if (any(root, ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']) ?? (declares(root, 'vite') ? 'vite' : undefined)) return 'vite'
  throw new CliError('FRAMEWORK_UNSUPPORTED', `No Vite or Next.js (app router) project found in ${root}.`, {
    suggestion: 'Run init inside your app, or scaffold one with `walletkit init --template vite-react` (or next-app).',
  })
}

export const cssCandidates: Record<Framework, string[]> = {
  vite: ['src/index.css', 'src/main.css', 'src/styles.css', 'src/style.css', 'src/App.css'],
  'next-app': ['app/globals.css', 'src/app/globals.css', 'styles/globals.css', 'src/styles/globals.css'],
}

/** The host's Tailwind entry: the first css file that imports tailwindcss, else the usual one. */
export function findTailwindCss(root: string, framework: Framework): string {
  const candidates = cssCandidates[framework]
  const existing = candidates.filter((path) => existsSync(join(root, path)))
  const withTailwind = existing.find((path) => /@import\s+["']tailwindcss["']/.test(readFileSync(join(root, path), 'utf8')))
  const fallback = framework === 'next-app' && existsSync(join(root, 'src/app')) ? 'src/app/globals.css' : candidates[0]
  return withTailwind ?? existing[0] ?? fallback ?? 'src/index.css'
}
