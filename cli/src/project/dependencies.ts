import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.js'

/**
 * Specs from a registry reach the package manager's argv: anything that looks like a flag
 * (`--registry=...`, `-g`) or carries whitespace could change what gets installed, so refuse it.
 */
export function assertSafeDependency(spec: string, item: string): void {
  if (spec.startsWith('-') || !/^[@A-Za-z0-9][\w@./:^~<>=*|+-]*$/.test(spec) || spec.length > 214) {
    throw new CliError('UNSAFE_DEPENDENCY', `Item ${item} lists the dependency "${spec}", which is not a plain package spec.`, {
      suggestion: 'The registry item is malformed or malicious; nothing was written.',
    })
  }
}

export function packageName(spec: string): string {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0)
  return at === -1 ? spec : spec.slice(0, at)
}

/** Packages the host already declares are left alone: the host's own pin wins. */
export function missingDependencies(root: string, specs: string[]): string[] {
  const file = join(root, 'package.json')
  const declared = new Set<string>()
  if (existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const deps = manifest[field]
      if (deps && typeof deps === 'object') for (const name of Object.keys(deps)) declared.add(name)
    }
  }
  return [...new Set(specs)].filter((spec) => !declared.has(packageName(spec)))
}
