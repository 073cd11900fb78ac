import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { CliError, zodLines } from '../errors.js'
import { sha256 } from '../registry/build-item.js'

const sha = z.string().regex(/^[0-9a-f]{64}$/)

// The lock is a file anyone can edit or a merge can mangle, and its values become import
// specifiers (view modules), generated code (view routes) and fetch targets (sources): every
// field is held to the shape walletkit itself writes.
const noControl = (value: string) => !/[\u0000-\u001f\u007f]/.test(value)
const relativePath = z
  .string()
  .min(1)
  .max(512)
  .refine(
    (value) => noControl(value) && !value.includes('\\') && !/%[0-9a-fA-F]{2}/.test(value),
    'control characters, backslashes or %-escapes',
  )
  .refine((value) => !value.startsWith('/') && !/^[a-zA-Z]:/.test(value) && !value.startsWith('~'), 'an absolute path')
  .refine((value) => !value.split('/').includes('..'), 'a path that climbs out with ..')
/** Registry paths end up inside quoted import specifiers: plain path characters only. */
const registryPath = relativePath.refine((value) => /^[\w@()[\]+./-]+$/.test(value), 'characters outside [A-Za-z0-9_@()[]+./-]')
const semver = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/
const identifier = /^[A-Za-z_$][\w$]*$/
const itemName = /^[a-z0-9][a-z0-9-]*$/
const httpUrl = (value: string) => {
  try {
    const url = new URL(value.replaceAll('{name}', 'x'))
    return (url.protocol === 'https:' || url.protocol === 'http:') && noControl(value) && !/\s/.test(value)
  } catch {
    return false
  }
}
const namespace = /^@[a-z0-9][a-z0-9-]*$/

/** Where an item came from: the embedded snapshot, a folder, a configured namespace or a URL. */
export const sourceLabelSchema = z
  .string()
  .refine(
    (value) =>
      value === 'embedded' ||
      namespace.test(value) ||
      httpUrl(value) ||
      (value.startsWith('folder:/') && noControl(value) && !value.split('/').includes('..')),
    'embedded, folder:<absolute path>, @namespace or an http(s) URL',
  )

const dependencyRefSchema = z
  .string()
  .refine(
    (value) => itemName.test(value) || /^@[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/.test(value) || httpUrl(value),
    'an item name, @namespace/item or item URL',
  )

export const lockFileEntrySchema = z.object({
  path: registryPath,
  target: relativePath,
  sha256Written: sha,
  sha256Pristine: sha,
  /** The written content carries the host's own edits (a merge, or wiring into an edited file). */
  localEdits: z.boolean().optional(),
})

export const lockItemSchema = z.object({
  version: z.string().regex(semver, 'semver'),
  source: sourceLabelSchema,
  files: z.array(lockFileEntrySchema),
  dependencies: z.array(dependencyRefSchema).default([]),
  view: z
    .object({ route: z.string().regex(identifier, 'an identifier'), export: z.string().regex(identifier, 'an identifier') })
    .optional(),
  locale: z
    .object({
      tag: z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'a BCP 47 tag'),
      export: z.string().regex(identifier, 'an identifier'),
    })
    .optional(),
})

export const lockSchema = z.object({
  lockfileVersion: z.literal(1),
  items: z.record(z.string().regex(itemName, 'item names are lowercase letters, digits and dashes'), lockItemSchema),
})

export type Lock = z.infer<typeof lockSchema>
export type LockItem = z.infer<typeof lockItemSchema>
export type LockFileEntry = z.infer<typeof lockFileEntrySchema>

export const LOCK_FILE = 'walletkit.lock.json'

export function readLock(root: string): Lock {
  const file = join(root, LOCK_FILE)
  if (!existsSync(file)) return { lockfileVersion: 1, items: {} }
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new CliError('LOCK_INVALID', `${LOCK_FILE} is not valid JSON.`, {
      cause,
      suggestion: `Restore ${LOCK_FILE} from version control.`,
    })
  }
  const parsed = lockSchema.safeParse(raw)
  if (!parsed.success) {
    throw new CliError('LOCK_INVALID', `${LOCK_FILE} does not match the expected shape.`, {
      lines: zodLines(parsed.error, LOCK_FILE),
      suggestion: `Restore ${LOCK_FILE} from version control.`,
    })
  }
  return parsed.data
}

export function serializeLock(lock: Lock): string {
  const items = Object.fromEntries(Object.entries(lock.items).sort(([a], [b]) => a.localeCompare(b)))
  return `${JSON.stringify({ lockfileVersion: 1, items }, null, 2)}\n`
}

/** Which locked item, other than `except`, also owns `target` (shared files must survive removal). */
export function otherOwner(lock: Lock, target: string, except: string): string | undefined {
  for (const [name, item] of Object.entries(lock.items)) {
    if (name !== except && item.files.some((f) => f.target === target)) return name
  }
  return undefined
}

/**
 * True when `content` holds no edit of the host's: it is the registry's pristine copy, or exactly
 * what walletkit wrote when that was not itself a merge of host edits.
 */
export function isUntouched(content: string, entry: LockFileEntry): boolean {
  const hash = sha256(content)
  return hash === entry.sha256Pristine || (hash === entry.sha256Written && entry.localEdits !== true)
}
