import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { CliError, zodLines } from '../errors.js'
import { sha256 } from '../registry/build-item.js'

const sha = z.string().regex(/^[0-9a-f]{64}$/)

export const lockFileEntrySchema = z.object({
  path: z.string(),
  target: z.string(),
  sha256Written: sha,
  sha256Pristine: sha,
  /** The written content carries the host's own edits (a merge, or wiring into an edited file). */
  localEdits: z.boolean().optional(),
})

export const lockItemSchema = z.object({
  version: z.string(),
  source: z.string(),
  files: z.array(lockFileEntrySchema),
  dependencies: z.array(z.string()).default([]),
  view: z.object({ route: z.string(), export: z.string() }).optional(),
})

export const lockSchema = z.object({
  lockfileVersion: z.literal(1),
  items: z.record(z.string(), lockItemSchema),
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
    throw new CliError('LOCK_INVALID', `${LOCK_FILE} is not valid JSON.`, { cause, suggestion: `Restore ${LOCK_FILE} from version control.` })
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
