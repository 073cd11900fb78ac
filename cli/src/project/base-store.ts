import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sha256 } from '../registry/build-item.js'
import type { WriteOp } from './atomic-write.js'

/**
 * Pristine copies by sha256, committed with the host's code: `update` needs the exact base
 * the host started from, and a registry usually serves only its newest version.
 */
export const BASE_DIR = '.walletkit/base'

export function readBase(root: string, hash: string): string | undefined {
  const file = join(root, BASE_DIR, hash)
  if (!/^[0-9a-f]{64}$/.test(hash) || !existsSync(file)) return undefined
  const content = readFileSync(file, 'utf8')
  return sha256(content) === hash ? content : undefined
}

export function baseWrites(root: string, contents: string[]): WriteOp[] {
  const seen = new Set<string>()
  const ops: WriteOp[] = []
  for (const content of contents) {
    const hash = sha256(content)
    const absolute = join(root, BASE_DIR, hash)
    if (seen.has(hash) || existsSync(absolute)) continue
    seen.add(hash)
    ops.push({ absolute, content })
  }
  return ops
}
