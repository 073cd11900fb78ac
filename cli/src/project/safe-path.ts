import { existsSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { UnsafePathError } from '../errors.js'

/**
 * Rejects a relative path from untrusted registry data before it is joined to anything.
 * Encoded forms are refused outright: nothing legitimate needs `%` escapes in a file path, and
 * decoding them would let `%2e%2e` slip past a check done on the raw text.
 */
export function assertSafeRelative(path: string): void {
  if (path.length === 0) throw new UnsafePathError(path, 'empty path')
  if (/[\u0000-\u001f\u007f]/.test(path)) throw new UnsafePathError(path, 'contains NUL or control characters')
  if (/%[0-9a-fA-F]{2}/.test(path)) throw new UnsafePathError(path, 'contains percent-encoded characters')
  if (path.includes('\\')) throw new UnsafePathError(path, 'contains a backslash')
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.startsWith('~')) {
    throw new UnsafePathError(path, 'is absolute')
  }
  if (path.split('/').some((segment) => segment === '..')) throw new UnsafePathError(path, 'climbs out with ..')
}

export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/** The real location a not-yet-existing path would land on, following symlinks in its parents. */
function realTarget(path: string): string {
  let existing = path
  const rest: string[] = []
  while (!existsSync(existing)) {
    const parent = dirname(existing)
    if (parent === existing) break
    rest.unshift(existing.slice(parent.length + 1))
    existing = parent
  }
  return resolve(realpathSync(existing), ...rest)
}

/**
 * Resolves `relativePath` under `root` and proves the result, symlinks followed, stays inside
 * `root` and inside `within` (an alias root), both given relative to `root`.
 */
export function resolveInside(root: string, relativePath: string, within = '.'): string {
  assertSafeRelative(relativePath)
  const absolute = resolve(root, relativePath)
  const fence = resolve(root, within)
  if (!isInside(root, fence)) throw new UnsafePathError(within, 'alias root is outside the project')
  if (!isInside(fence, absolute)) throw new UnsafePathError(relativePath, `lands outside ${within}`)
  const realRoot = realpathSync(root)
  const real = realTarget(absolute)
  if (!isInside(realRoot, real)) throw new UnsafePathError(relativePath, 'resolves through a symlink to outside the project')
  if (!isInside(realTarget(fence), real)) throw new UnsafePathError(relativePath, `resolves through a symlink to outside ${within}`)
  return absolute
}
