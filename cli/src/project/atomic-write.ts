import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CliError } from '../errors.js'

export type WriteOp = { absolute: string; content: string } | { absolute: string; remove: true }

type Undo = () => void

/** Test hook: fail after N applied operations so the rollback path is proven, not assumed. */
function faultAfter(): number | undefined {
  const value = Number(process.env.WALLETKIT_FAULT_AFTER_WRITES)
  return process.env.WALLETKIT_FAULT_AFTER_WRITES !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined
}

function ensureDir(dir: string, undo: Undo[]): void {
  if (existsSync(dir)) return
  ensureDir(dirname(dir), undo)
  mkdirSync(dir)
  undo.push(() => rmdirSync(dir))
}

/**
 * Applies every operation or none. New contents are first staged inside the project (same
 * filesystem, so renames are atomic); originals are moved aside, not deleted, until the end, so
 * a failure at any point can put every byte back.
 */
export function commitAtomically(root: string, ops: WriteOp[]): void {
  const stage = mkdtempSync(join(root, '.walletkit-stage-'))
  const undo: Undo[] = []
  const limit = faultAfter()
  try {
    const staged = ops.map((op, index) => {
      if ('remove' in op) return undefined
      const file = join(stage, `new-${index}`)
      writeFileSync(file, op.content)
      return file
    })
    ops.forEach((op, index) => {
      if (limit !== undefined && index >= limit) {
        throw new CliError('FAULT_INJECTED', `Injected failure after ${limit} writes.`, {
          suggestion: 'Unset WALLETKIT_FAULT_AFTER_WRITES.',
        })
      }
      ensureDir(dirname(op.absolute), undo)
      if (existsSync(op.absolute)) {
        const backup = join(stage, `old-${index}`)
        renameSync(op.absolute, backup)
        undo.push(() => renameSync(backup, op.absolute))
      }
      const file = staged[index]
      if (file) {
        renameSync(file, op.absolute)
        undo.push(() => rmSync(op.absolute, { force: true }))
      }
    })
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        step()
      } catch {
        // Keep undoing the rest: one stuck step must not strand every other original.
      }
    }
    throw error
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}
