import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.js'

export const frameworks = ['vite', 'next-app', 'next-pages', 'react-router'] as const
/** vite: a client-only Vite app; react-router: React Router 7 in framework mode (Vite underneath, server rendering). */
export type Framework = (typeof frameworks)[number]

const REACT_ROUTER_CONFIGS = ['react-router.config.ts', 'react-router.config.js', 'react-router.config.mjs']

const any = (root: string, names: string[]) => names.find((name) => existsSync(join(root, name)))

function declares(root: string, pkg: string): boolean {
  const file = join(root, 'package.json')
  if (!existsSync(file)) return false
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  return Boolean(manifest.dependencies?.[pkg] ?? manifest.devDependencies?.[pkg])
}

export function detectFramework(root: string): Framework {
  const next = any(root, ['next.config.ts', 'next.config.mjs', 'next.config.js']) ?? (declares(root, 'next') ? 'next' : undefined)
  if (next) {
    if (any(root, ['app', 'src/app'])) return 'next-app'
    if (any(root, ['pages', 'src/pages'])) return 'next-pages'
    throw new CliError('FRAMEWORK_UNSUPPORTED', 'This Next.js project has neither an app/ nor a pages/ folder.', {
      suggestion:
        'Run init in the folder that holds app/ or pages/, or start fresh with `walletkit init --template next-app` (or next-pages).',
    })
  }
  // React Router's framework mode runs on Vite: its own config (or its dev package) tells them apart.
  if (any(root, REACT_ROUTER_CONFIGS) ?? (declares(root, '@react-router/dev') ? 'react-router' : undefined)) return 'react-router'
  if (
    any(root, ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']) ??
    (declares(root, 'vite') ? 'vite' : undefined)
  )
    return 'vite'
  throw new CliError('FRAMEWORK_UNSUPPORTED', `No Vite, Next.js or React Router project found in ${root}.`, {
    suggestion:
      'Run init inside your app, or scaffold one with `walletkit init --template vite-react` (or next-app, next-pages, react-router).',
  })
}

export const cssCandidates: Record<Framework, string[]> = {
  vite: ['src/index.css', 'src/main.css', 'src/styles.css', 'src/style.css', 'src/App.css'],
  'next-app': ['app/globals.css', 'src/app/globals.css', 'styles/globals.css', 'src/styles/globals.css'],
  'next-pages': ['styles/globals.css', 'src/styles/globals.css'],
  'react-router': ['app/app.css', 'app/root.css', 'app/styles.css'],
}

/** The host's Tailwind entry: the first css file that imports tailwindcss, else the usual one. */
export function findTailwindCss(root: string, framework: Framework): string {
  const candidates = cssCandidates[framework]
  const existing = candidates.filter((path) => existsSync(join(root, path)))
  const withTailwind = existing.find((path) => /@import\s+["']tailwindcss["']/.test(readFileSync(join(root, path), 'utf8')))
  const srcDir =
    (framework === 'next-app' && existsSync(join(root, 'src/app'))) || (framework === 'next-pages' && existsSync(join(root, 'src/pages')))
  const fallback = srcDir ? candidates.find((path) => path.startsWith('src/')) : candidates[0]
  return withTailwind ?? existing[0] ?? fallback ?? 'src/index.css'
}
