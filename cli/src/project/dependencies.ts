import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { CliError } from '../errors.js'
import { warn } from '../output.js'

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

/** The version of `name` at the top of the project's node_modules (a direct or a hoisted dependency), if any. */
function installedVersion(root: string, name: string): string | undefined {
  const file = join(root, 'node_modules', name, 'package.json')
  if (!existsSync(file)) return undefined
  try {
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }
    return typeof version === 'string' && semver.valid(version) ? version : undefined
  } catch {
    return undefined
  }
}

/** The ranges the project's package.json declares, by package name. */
function declaredRanges(root: string): Map<string, string> {
  const file = join(root, 'package.json')
  const declared = new Map<string, string>()
  if (!existsSync(file)) return declared
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const deps = manifest[field]
    if (deps && typeof deps === 'object')
      for (const [name, range] of Object.entries(deps)) if (!declared.has(name)) declared.set(name, typeof range === 'string' ? range : '')
  }
  return declared
}

/**
 * Packages the project declares at a range that cannot meet the item's (a host on zod 3 adding
 * items written for zod 4): the host's pin is kept, so the copied code may not compile. One line
 * per package, for the command to warn with.
 */
export function dependencyConflicts(root: string, specs: string[]): string[] {
  const declared = declaredRanges(root)
  const lines: string[] = []
  for (const spec of new Set(specs)) {
    const name = packageName(spec)
    const wanted = spec.slice(name.length + 1)
    const have = declared.get(name)
    if (!have || !wanted || !semver.validRange(wanted) || !semver.validRange(have)) continue
    if (!semver.intersects(have, wanted)) lines.push(`${name}: this project declares ${have}; the items are written for ${wanted}`)
  }
  return lines
}

/** Warns (stderr) about each package `dependencyConflicts` finds, with how to move to the items' range. */
export function warnDependencyConflicts(root: string, specs: string[]): void {
  const lines = dependencyConflicts(root, specs)
  if (lines.length === 0) return
  warn('Warning: kept your versions of packages the new files are not written for; they may not compile until you upgrade:')
  for (const line of lines) warn(`  ${line}`)
}

/**
 * The specs to install: packages the host already declares are left alone (the host's own pin
 * wins), and a package the host already has installed through another one is pinned to that
 * version when it is in the item's range. An app on wagmi 2 has @wagmi/core 2 from wagmi; asked
 * for `@wagmi/core@^2.16.0 || ^3.0.0`, npm would pick 3 and refuse the tree (ERESOLVE).
 */
export function missingDependencies(root: string, specs: string[]): string[] {
  const declared = declaredRanges(root)
  return [...new Set(specs)]
    .filter((spec) => !declared.has(packageName(spec)))
    .map((spec) => {
      const name = packageName(spec)
      const range = spec.length > name.length ? spec.slice(name.length + 1) : '*'
      const version = installedVersion(root, name)
      return version && semver.validRange(range) && semver.satisfies(version, range) ? `${name}@${version}` : spec
    })
}
