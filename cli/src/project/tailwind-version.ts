import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cssCandidates, type Framework } from './detect.js'

/** Which Tailwind the host builds its CSS with: 4 (the kit's classes are built by it), 3, or none. */
export type HostTailwind = { kind: 'v4' } | { kind: 'v3'; version: string } | { kind: 'none' }

const TAILWIND3_DIRECTIVE = /@tailwind\s+(base|components|utilities)\b/
const TAILWIND3_CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts']

function declaredTailwind(root: string): string | undefined {
  const file = join(root, 'package.json')
  if (!existsSync(file)) return undefined
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  return manifest.dependencies?.tailwindcss ?? manifest.devDependencies?.tailwindcss
}

function installedTailwind(root: string): string | undefined {
  const file = join(root, 'node_modules/tailwindcss/package.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version : undefined
}

/**
 * The host's Tailwind, from what decides it: the installed package's version, else the range in
 * package.json, else Tailwind 3's own files (a tailwind.config, `@tailwind base;` in the CSS).
 * A host with no trace of Tailwind has none; so does a fresh folder.
 */
export function detectHostTailwind(root: string, framework: Framework): HostTailwind {
  const declared = declaredTailwind(root)
  const version = installedTailwind(root) ?? declared
  if (version) {
    const major = /(\d+)/.exec(version.replace(/^[^\d]*/, ''))?.[1]
    if (major === '3' || major === '2' || major === '1') return { kind: 'v3', version }
    return { kind: 'v4' }
  }
  const css = cssCandidates[framework].filter((path) => existsSync(join(root, path)))
  if (
    TAILWIND3_CONFIGS.some((name) => existsSync(join(root, name))) ||
    css.some((path) => TAILWIND3_DIRECTIVE.test(readFileSync(join(root, path), 'utf8')))
  )
    return { kind: 'v3', version: 'unknown version' }
  return { kind: 'none' }
}

/** What init tells a host that gets the compiled stylesheet. */
export function compiledPathMessage(tailwind: HostTailwind, entryCss: string, compiledCss: string): string {
  const found =
    tailwind.kind === 'v3'
      ? `Tailwind ${tailwind.version} found`
      : tailwind.kind === 'none'
        ? 'No Tailwind found'
        : 'Tailwind v4 found, --css compiled'
  return `${found}: walletkit's components are written in Tailwind v4 classes, so walletkit compiles them into ${compiledCss}, scoped to the kit (your own CSS and Tailwind are left as they are), imported from ${entryCss}. After editing classes in the copied components, run \`walletkit css\`.`
}
