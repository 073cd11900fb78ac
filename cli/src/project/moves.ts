import type { ResolvedItem } from '../registry/resolve.js'
import type { Move } from '../registry/schema.js'
import type { Config } from './config.js'
import type { Lock, LockFileEntry } from './lock.js'
import { rewriteSpecifier, type TargetResolver } from './targets.js'

/** A move that applies to this host: the lock has the item's file at `from`. */
export type PlannedMove = { item: string; from: LockFileEntry; to: string; fromTarget: string; toTarget: string }

export type MovePlan = {
  /** By the new target. */
  byTarget: Map<string, PlannedMove>
  /** The old targets whose files are carried to a new place. */
  movedFrom: Set<string>
  /** Rewrites the host's import specifiers of moved files to their new place. */
  rewrite: (text: string) => string
}

const scriptExtension = /\.(?:[cm]?[jt]sx?)$/

/** `registry/lib/state/services.ts` -> the host's `@/lib/walletkit/state/services`, or undefined outside the aliased folders. */
function hostSpecifier(path: string, aliases: Config['aliases']): string | undefined {
  if (!scriptExtension.test(path)) return undefined
  const specifier = rewriteSpecifier(`@/${path.replace(scriptExtension, '')}`, aliases)
  return specifier.startsWith('@/registry/') ? undefined : specifier
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The moves (`meta.moves` of the new versions) that this host needs: those whose `from` the lock
 * records for the item and whose `to` the new version ships. A move the host cannot take (the
 * new place is taken by another item's file) is left to the ordinary update, which keeps the
 * old file when it holds edits.
 */
export function planMoves(lock: Lock, items: ResolvedItem[], config: Config, resolveTarget: TargetResolver): MovePlan {
  const byTarget = new Map<string, PlannedMove>()
  const movedFrom = new Set<string>()
  const specifiers = new Map<string, string>()
  for (const { item } of items) {
    const moves = (item.meta.moves ?? []) as Move[]
    const previous = lock.items[item.name]
    if (!previous) continue
    for (const move of moves) {
      const from = previous.files.find((f) => f.path === move.from)
      const file = item.files.find((f) => f.path === move.to)
      if (!from || !file) continue
      const toTarget = resolveTarget(file).target
      if (toTarget === from.target) continue
      const taken = Object.entries(lock.items).some(([name, i]) => name !== item.name && i.files.some((f) => f.target === toTarget))
      if (taken || byTarget.has(toTarget)) continue
      byTarget.set(toTarget, { item: item.name, from, to: move.to, fromTarget: from.target, toTarget })
      movedFrom.add(from.target)
      const oldSpecifier = hostSpecifier(move.from, config.aliases)
      const newSpecifier = hostSpecifier(move.to, config.aliases)
      if (oldSpecifier && newSpecifier && oldSpecifier !== newSpecifier) specifiers.set(oldSpecifier, newSpecifier)
    }
  }
  // Only whole quoted specifiers: `'@/lib/walletkit/state/services'`, never a longer path that starts the same.
  const pattern = specifiers.size > 0 ? new RegExp(`(['"\`])(${[...specifiers.keys()].map(escapeRegExp).join('|')})\\1`, 'g') : undefined
  const rewrite = (text: string) =>
    pattern ? text.replace(pattern, (_, quote: string, specifier: string) => `${quote}${specifiers.get(specifier)}${quote}`) : text
  return { byTarget, movedFrom, rewrite }
}
