import { conflictWhole, mergeThreeWay } from '../merge/three-way.js'
import { sha256 } from '../registry/build-item.js'
import type { ResolvedItem } from '../registry/resolve.js'
import { transformFile } from '../transforms/index.js'
import type { WriteOp } from './atomic-write.js'
import { readBase } from './base-store.js'
import type { Config } from './config.js'
import { assertSafeDependency } from './dependencies.js'
import type { Lock, LockFileEntry } from './lock.js'
import { isUntouched, otherOwner } from './lock.js'
import { assertUnprotectedTarget, protectedTargetReason } from './protected-targets.js'
import { readTarget } from './read-target.js'
import { createTargetResolver } from './targets.js'
import { wired } from './view-plan.js'
import { planMoves } from './moves.js'

/**
 * `unowned` and `owned`: the file exists but the lock does not give it to this item; never written without --overwrite.
 * `moved`: the old place of a file the new version ships elsewhere (its content went there);
 * `relinked`: a copied file of an item not in this update whose imports of moved files were rewritten.
 */
export type UpdateOutcome =
  | 'unchanged'
  | 'replaced'
  | 'merged'
  | 'conflict'
  | 'created'
  | 'removed'
  | 'kept'
  | 'unowned'
  | 'owned'
  | 'moved'
  | 'relinked'

export type UpdateReport = { target: string; item: string; outcome: UpdateOutcome; owner?: string; to?: string }

export type UpdateOptions = { allowConfigFiles: boolean; overwrite: boolean }

export type UpdatePlan = { writes: WriteOp[]; pristine: string[]; reports: UpdateReport[]; lock: Lock }

/**
 * Three-way update: base is the pristine copy the host started from, ours is the file on disk,
 * theirs is the registry's new version. A file the host never touched is replaced; an edited one
 * is merged, and a conflict keeps both sides between markers. Nothing local is dropped.
 * A file the new version moves (`meta.moves`) is carried to its new place first, and the imports
 * of moved files in the host's copies (ours and base alike) are rewritten before merging.
 */
export async function planUpdate(
  root: string,
  config: Config,
  lock: Lock,
  items: ResolvedItem[],
  options: UpdateOptions = { allowConfigFiles: false, overwrite: false },
): Promise<UpdatePlan> {
  const resolveTarget = createTargetResolver(root, config)
  const next: Lock = { lockfileVersion: 1, items: structuredClone(lock.items) }
  const plan: UpdatePlan = { writes: [], pristine: [], reports: [], lock: next }
  const batch = new Set(items.map(({ item }) => item.name))
  const moves = planMoves(lock, items, config, resolveTarget)
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
      const wire = (text: string) => wired(file.path, text, next, config)
      const theirsWired = await wire(theirs)
      const move = moves.byTarget.get(target)
      const fromDisk = readTarget(absolute, target)
      const moveFrom = move && move.item === item.name && fromDisk === undefined ? move : undefined
      const locked = moveFrom
        ? moveFrom.from
        : Object.values(lock.items)
            .flatMap((i) => i.files)
            .find((f) => f.target === target)
      const original = moveFrom
        ? readTarget(
            resolveTarget({ path: moveFrom.from.path, type: 'registry:file', target: moveFrom.fromTarget }).absolute,
            moveFrom.fromTarget,
          )
        : fromDisk
      const ours = original === undefined ? undefined : moves.rewrite(original)
      let content = theirsWired
      let outcome: UpdateOutcome = ours === undefined ? 'created' : 'replaced'
      const owner =
        mine || moveFrom
          ? undefined
          : Object.entries(lock.items).find(
              ([name, i]) => name !== item.name && !batch.has(name) && i.files.some((f) => f.target === target),
            )?.[0]
      if (ours !== undefined && ours !== theirsWired && !mine && !moveFrom && (owner !== undefined || locked === undefined)) {
        // Not this item's file: the host's own (.npmrc, src/App.tsx) or another item's. Refused
        // unless --overwrite, which replaces it whole; merging into it would invent a base.
        if (!options.overwrite) {
          plan.reports.push({ target, item: item.name, outcome: owner ? 'owned' : 'unowned', ...(owner ? { owner } : {}) })
          continue
        }
      } else if (ours !== undefined && ours !== theirsWired) {
        const untouched = locked !== undefined && original !== undefined && isUntouched(original, locked)
        const pristine = locked ? readBase(root, locked.sha256Pristine) : undefined
        const base = pristine === undefined ? undefined : moves.rewrite(pristine)
        if (base !== undefined) {
          const merged = mergeThreeWay(ours, await wire(base), theirsWired)
          content = merged.content
          outcome = merged.conflicts > 0 ? 'conflict' : untouched ? 'replaced' : 'merged'
        } else if (!untouched) {
          content = conflictWhole(ours, theirsWired).content
          outcome = 'conflict'
        }
      }
      if (ours === content && !moveFrom && original === ours) outcome = 'unchanged'
      else plan.writes.push({ absolute, content })
      plan.pristine.push(theirs)
      plan.reports.push({ target, item: item.name, outcome })
      entries.push({
        path: file.path,
        target,
        sha256Written: sha256(content),
        sha256Pristine: sha256(theirs),
        ...(outcome === 'merged' || outcome === 'conflict' ? { localEdits: true } : {}),
      })
    }
    for (const old of previous?.files ?? []) {
      if (entries.some((e) => e.target === old.target) || otherOwner(lock, old.target, item.name)) continue
      const absolute = resolveTarget({ path: old.path, type: 'registry:file', target: old.target }).absolute
      const ours = readTarget(absolute, old.target)
      const carried = [...moves.byTarget.values()].find((m) => m.item === item.name && m.fromTarget === old.target)
      if (carried && ours !== undefined && entries.some((e) => e.target === carried.toTarget)) {
        plan.writes.push({ absolute, remove: true })
        plan.reports.push({ target: old.target, item: item.name, outcome: 'moved', to: carried.toTarget })
        continue
      }
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
    const locale = item.meta.locale
    next.items[item.name] = {
      version: item.meta.version,
      source: previous?.source ?? source.label,
      files: entries,
      dependencies: item.registryDependencies ?? [],
      ...(view ? { view: { route: view.route, export: view.export } } : {}),
      ...(locale ? { locale: { tag: locale.tag, export: locale.export } } : {}),
    }
  }
  await relinkOutsideBatch(root, lock, batch, moves.rewrite, resolveTarget, plan)
  return plan
}

/**
 * Copied files of items this update leaves alone still import moved files by their old paths:
 * those imports are rewritten on disk and in the file's base, so an untouched file stays untouched.
 */
async function relinkOutsideBatch(
  root: string,
  lock: Lock,
  batch: Set<string>,
  rewrite: (text: string) => string,
  resolveTarget: ReturnType<typeof createTargetResolver>,
  plan: UpdatePlan,
): Promise<void> {
  for (const name of Object.keys(lock.items)) {
    if (batch.has(name)) continue
    for (const file of plan.lock.items[name]?.files ?? []) {
      const { absolute } = resolveTarget({ path: file.path, type: 'registry:file', target: file.target })
      const ours = readTarget(absolute, file.target)
      if (ours === undefined || rewrite(ours) === ours || plan.writes.some((w) => w.absolute === absolute)) continue
      const pristine = readBase(root, file.sha256Pristine)
      const content = rewrite(ours)
      plan.writes.push({ absolute, content })
      plan.reports.push({ target: file.target, item: name, outcome: 'relinked' })
      file.sha256Written = sha256(content)
      if (pristine !== undefined) {
        const base = rewrite(pristine)
        plan.pristine.push(base)
        file.sha256Pristine = sha256(base)
      }
    }
  }
}
