import { conflictWhole, mergeThreeWay } from '../merge/three-way.js'
import { sha256 } from '../registry/build-item.js'
import type { ResolvedItem } from '../registry/resolve.js'
import { transformFile } from '../transforms/index.js'
import { VIEWS_REGISTRY_PATH, wireViews } from '../transforms/wire-views.js'
import type { WriteOp } from './atomic-write.js'
import { readBase } from './base-store.js'
import type { Config } from './config.js'
import { assertSafeDependency } from './dependencies.js'
import type { Lock, LockFileEntry } from './lock.js'
import { isUntouched, otherOwner } from './lock.js'
import { assertUnprotectedTarget, protectedTargetReason } from './protected-targets.js'
import { readTarget } from './read-target.js'
import { createTargetResolver } from './targets.js'
import { lockedViews } from './view-plan.js'

/** `unowned` and `owned`: the file exists but the lock does not give it to this item; never written without --overwrite. */
export type UpdateOutcome = 'unchanged' | 'replaced' | 'merged' | 'conflict' | 'created' | 'removed' | 'kept' | 'unowned' | 'owned'

export type UpdateReport = { target: string; item: string; outcome: UpdateOutcome; owner?: string }

export type UpdateOptions = { allowConfigFiles: boolean; overwrite: boolean }

export type UpdatePlan = { writes: WriteOp[]; pristine: string[]; reports: UpdateReport[]; lock: Lock }

/**
 * Three-way update: base is the pristine copy the host started from, ours is the file on disk,
 * theirs is the registry's new version. A file the host never touched is replaced; an edited one
 * is merged, and a conflict keeps both sides between markers. Nothing local is dropped.
 */
export async function planUpdate(root: string, config: Config, lock: Lock, items: ResolvedItem[], options: UpdateOptions = { allowConfigFiles: false, overwrite: false }): Promise<UpdatePlan> {
  const resolveTarget = createTargetResolver(root, config)
  const next: Lock = { lockfileVersion: 1, items: structuredClone(lock.items) }
  const plan: UpdatePlan = { writes: [], pristine: [], reports: [], lock: next }
  const batch = new Set(items.map(({ item }) => item.name))
  for (const { item, source } of items) {
    const previous = lock.items[item.name]
    for (const spec of [...(item.dependencies ?? []), ...(item.devDependencies ?? [])]) assertSafeDependency(spec, item.name)
    const entries: LockFileEntry[] = []
    for (const file of item.files) {
      const { target, absolute } = resolveTarget(file)
      const mine = previous?.files.some((f) => f.target === target) === true
      // Every time, not only for targets new to the item: that the item "had it before" is the
      // lock's word, and the lock is a file anyone can edit. Consent comes from the command line.
      assertUnprotectedTarget(target, item.name, options.allowConfigFiles)
      const theirs = await transformFile(file.content, { config, path: target })
      // The views file is compared in its wired form on every side, so walletkit's own wiring
      // never shows up as a difference between the host and the registry.
      const wire = (text: string) => (file.path === VIEWS_REGISTRY_PATH ? wireViews(text, lockedViews(next, config)) : Promise.resolve(text))
      const theirsWired = await wire(theirs)
      const locked = Object.values(lock.items).flatMap((i) => i.files).find((f) => f.target === target)
      const ours = readTarget(absolute, target)
      let content = theirsWired
      let outcome: UpdateOutcome = ours === undefined ? 'created' : 'replaced'
      const owner = mine ? undefined : Object.entries(lock.items).find(([name, i]) => name !== item.name && !batch.has(name) && i.files.some((f) => f.target === target))?.[0]
      if (ours !== undefined && ours !== theirsWired && !mine && (owner !== undefined || locked === undefined)) {
        // Not this item's file: the host's own (.npmrc, src/App.tsx) or another item's. Refused
        // unless --overwrite, which replaces it whole; merging into it would invent a base.
        if (!options.overwrite) {
          plan.reports.push({ target, item: item.name, outcome: owner ? 'owned' : 'unowned', ...(owner ? { owner } : {}) })
          continue
        }
      } else if (ours !== undefined && ours !== theirsWired) {
        const untouched = locked !== undefined && isUntouched(ours, locked)
        const base = locked ? readBase(root, locked.sha256Pristine) : undefined
        if (base !== undefined) {
          const merged = mergeThreeWay(ours, await wire(base), theirsWired)
          content = merged.content
          outcome = merged.conflicts > 0 ? 'conflict' : untouched ? 'replaced' : 'merged'
        } else if (!untouched) {
          content = conflictWhole(ours, theirsWired).content
          outcome = 'conflict'
        }
      }
      if (ours === content) outcome = 'unchanged'
      else plan.writes.push({ absolute, content })
      plan.pristine.push(theirs)
      plan.reports.push({ target, item: item.name, outcome })
      entries.push({ path: file.path, target, sha256Written: sha256(content), sha256Pristine: sha256(theirs), ...(outcome === 'merged' || outcome === 'conflict' ? { localEdits: true } : {}) })
    }
    for (const old of previous?.files ?? []) {
      if (entries.some((e) => e.target === old.target) || otherOwner(lock, old.target, item.name)) continue
      const absolute = resolveTarget({ path: old.path, type: 'registry:file', target: old.target }).absolute
      const ours = readTarget(absolute, old.target)
      // A dotfile or tool config is deleted only with the user's consent, whatever the lock says.
      const consented = options.allowConfigFiles || protectedTargetReason(old.target) === undefined
      if (ours !== undefined && consented && isUntouched(ours, old)) {
        plan.writes.push({ absolute, remove: true })
        plan.reports.push({ target: old.target, item: item.name, outcome: 'removed' })
      } else if (ours !== undefined) {
        plan.reports.push({ target: old.target, item: item.name, outcome: 'kept' })
      }
    }
    const view = item.meta.view
    next.items[item.name] = {
      version: item.meta.version,
      source: previous?.source ?? source.label,
      files: entries,
      dependencies: item.registryDependencies ?? [],
      ...(view ? { view: { route: view.route, export: view.export } } : {}),
    }
  }
  return plan
}
