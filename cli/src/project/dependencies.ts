import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.js'

// npm's package-name rules (lowercase, url-safe, optional @scope/).
const NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/
// A semver range (`^1.2.0`, `>=1 <2`, `1.x || 2.x`) or a dist-tag (`latest`, `next`).
const RANGE = /^[0-9A-Za-z.^~<>=|* +-]+$/
const TAG = /^[A-Za-z][\w.-]*$/

/** Why `spec` is not `name[@range|tag]`, or undefined when it is. */
export function dependencySpecProblem(spec: string): string | undefined {
  if (spec.length === 0 || spec.length > 214) return 'is empty or too long'
  if (spec.startsWith('-')) return 'looks like a command-line flag'
  if (/[\u0000-\u001f\u007f]/.test(spec)) return 'contains control characters'
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0)
  const name = at === -1 ? spec : spec.slice(0, at)
  const range = at === -1 ? undefined : spec.slice(at + 1)
  if (/^(?:git|git\+\w+|https?|file|npm|link|workspace|github):/i.test(spec) || name.includes(':'))
    return 'is a git, URL, file or alias spec'
  if (!NAME.test(name))
    return name.includes('/') && !name.startsWith('@') ? 'is a repository or path spec' : 'is not a valid npm package name'
  if (range === undefined) return undefined
  if (range.startsWith('npm:') || range.includes(':') || range.includes('/') || range.includes('#'))
    return 'is a git, URL, file or alias spec'
  if (range.trim() === '' || !(RANGE.test(range) || TAG.test(range))) return 'has a version that is neither a semver range nor a tag'
  return undefined
}

/**
 * Specs from a registry reach the package manager's argv and decide what code gets installed:
 * only `name[@range|tag]` from the configured npm registry is accepted. git, URL, file and
 * `npm:` alias specs would fetch code from wherever the item says, and flags could change what
 * the package manager does.
 */
export function assertSafeDependency(spec: string, item: string): void {
  const problem = dependencySpecProblem(spec)
  if (problem) {
    throw new CliError(
      'UNSAFE_DEPENDENCY',
      `Item ${item} lists the dependency "${spec}", which ${problem}; only name[@range|tag] is allowed.`,
      {
        suggestion: 'The registry item is malformed or malicious; nothing was written.',
      },
    )
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
