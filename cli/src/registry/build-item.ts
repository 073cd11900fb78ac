import { createHash } from 'node:crypto'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CliError, UnsafePathError, zodLines } from '../errors.js'
import { assertSafeRelative, isInside } from '../project/safe-path.js'
import { builtItemSchema, registrySchema, type BuiltItem, type Registry, type RegistryItem } from './schema.js'

export const DEFAULT_VERSION = '0.1.0'

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** A registry source folder keeps its index at `registry.json` or `registry/registry.json`. */
export function findIndex(dir: string): string | undefined {
  return [join(dir, 'registry.json'), join(dir, 'registry', 'registry.json')].find((file) => existsSync(file))
}

export function readIndex(file: string): Registry {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new CliError('REGISTRY_INVALID', `${file} is not valid JSON.`, { cause, suggestion: 'Fix the registry index.' })
  }
  const parsed = registrySchema.safeParse(raw)
  if (!parsed.success) {
    throw new CliError('REGISTRY_INVALID', `${file} is not a valid registry index.`, {
      lines: zodLines(parsed.error, 'registry'),
      suggestion: 'Fix the fields listed above.',
    })
  }
  return parsed.data
}

export function parseBuiltItem(raw: unknown, name: string): BuiltItem {
  const parsed = builtItemSchema.safeParse(raw)
  if (!parsed.success) {
    throw new CliError('ITEM_INVALID', `The registry item ${name} is malformed.`, {
      lines: zodLines(parsed.error, name),
      suggestion: 'Report this to the registry owner.',
    })
  }
  // A registry answering "a" with item "b" would install, and record in the lock, what was not asked for.
  if (parsed.data.name !== name) {
    throw new CliError('ITEM_NAME_MISMATCH', `Asked the registry for ${name} and it returned an item named ${parsed.data.name}.`, {
      suggestion: 'The registry is misconfigured or malicious; nothing was written.',
    })
  }
  for (const file of parsed.data.files) {
    const expected = parsed.data.meta.sha256?.[file.path]
    if (expected && expected !== sha256(file.content)) {
      throw new CliError('ITEM_INTEGRITY', `${name}: ${file.path} does not match its sha256 in meta.`, {
        suggestion: 'The registry copy is corrupt or tampered with; nothing was written.',
      })
    }
  }
  return parsed.data
}

/** Reads each file of a source item (paths relative to `root`, symlinks kept inside it) and adds meta. */
export function buildItem(root: string, item: RegistryItem): BuiltItem {
  const realRoot = realpathSync(root)
  const hashes: Record<string, string> = {}
  const files = (item.files ?? []).map((file) => {
    if (file.content !== undefined) {
      hashes[file.path] = sha256(file.content)
      return { ...file, content: file.content }
    }
    assertSafeRelative(file.path)
    const absolute = resolve(root, file.path)
    if (!existsSync(absolute)) {
      throw new CliError('ITEM_FILE_MISSING', `${item.name}: ${file.path} does not exist.`, {
        suggestion: 'Fix the path in registry.json.',
      })
    }
    if (!isInside(realRoot, realpathSync(absolute)))
      throw new UnsafePathError(file.path, 'resolves through a symlink to outside the registry')
    const content = readFileSync(absolute, 'utf8')
    hashes[file.path] = sha256(content)
    return { ...file, content }
  })
  const meta = { ...(item.meta ?? {}) }
  // A hash the index already declares is kept, so that parseBuiltItem checks the content against it.
  const declared = typeof meta.sha256 === 'object' && meta.sha256 !== null ? meta.sha256 : {}
  const version = typeof meta.version === 'string' ? meta.version : DEFAULT_VERSION
  return parseBuiltItem({ ...item, files, meta: { ...meta, version, sha256: { ...hashes, ...declared } } }, item.name)
}
