import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { parseJsonc } from './jsonc.js'

const tsconfigSchema = z
  .object({
    compilerOptions: z
      .object({ paths: z.record(z.string(), z.array(z.string())).optional() })
      .loose()
      .optional(),
  })
  .loose()

export type PathMap = { dir: string; paths: Record<string, string[]> }

/** Vite's scaffold keeps `paths` in tsconfig.app.json, Next's in tsconfig.json: look at both. */
export function readPathMap(root: string): PathMap | undefined {
  for (const name of ['tsconfig.json', 'tsconfig.app.json', 'jsconfig.json']) {
    const file = join(root, name)
    if (!existsSync(file)) continue
    let parsed: unknown
    try {
      parsed = parseJsonc(readFileSync(file, 'utf8'))
    } catch (cause) {
      throw new CliError('TSCONFIG_INVALID', `${name} is not valid JSON.`, { cause, suggestion: `Fix the syntax of ${name}.` })
    }
    const paths = tsconfigSchema.parse(parsed).compilerOptions?.paths
    if (paths && Object.keys(paths).length > 0) return { dir: dirname(file), paths }
  }
  return undefined
}

/** The first wildcard alias (`@/*` preferred), used to derive default aliases at init. */
export function primaryPrefix(map: PathMap): string | undefined {
  const keys = Object.keys(map.paths).filter((k) => k.endsWith('/*'))
  const key = keys.includes('@/*') ? '@/*' : keys[0]
  return key?.slice(0, -1)
}

/** Maps an import alias such as `@/lib/walletkit` to a project-relative folder (`src/lib/walletkit`). */
export function aliasToDir(root: string, map: PathMap, alias: string): string {
  const candidates = Object.entries(map.paths)
    .filter(([key]) => (key.endsWith('*') ? alias.startsWith(key.slice(0, -1)) || alias === key.slice(0, -2) : alias === key))
    .sort((a, b) => b[0].length - a[0].length)
  const match = candidates[0]
  const target = match?.[1][0]
  if (!match || target === undefined) {
    throw new CliError('ALIAS_UNRESOLVED', `The alias "${alias}" matches no entry of compilerOptions.paths.`, {
      suggestion: 'Add a "paths" entry such as "@/*": ["./src/*"] to tsconfig.json, or change the aliases in walletkit.json.',
    })
  }
  const rest = match[0].endsWith('*') ? alias.slice(match[0].length - 1).replace(/^\//, '') : ''
  const base = target.endsWith('*') ? target.slice(0, -1) : target
  return (
    relative(root, resolve(map.dir, base, rest))
      .split('\\')
      .join('/') || '.'
  )
}
