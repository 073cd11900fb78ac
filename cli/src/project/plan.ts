import { CliError } from '../errors.js'
import { sha256 } from '../registry/build-item.js'
import type { ResolvedItem } from '../registry/resolve.js'
import { transformFile } from '../transforms/index.js'
import type { Config } from './config.js'
import { assertSafeDependency } from './dependencies.js'
import { isUntouched, otherOwner, type Lock, type LockFileEntry } from './lock.js'
import { assertUnprotectedTarget } from './protected-targets.js'
import { readTarget } from './read-target.js'
import { createTargetResolver } from './targets.js'
import { planCssImports } from './css-plan.js'
import { planViewWiring } from './view-plan.js'
import { assertItemFitsFramework } from './item-frameworks.js'

export type FileAction = 'create' | 'update' | 'identical' | 'edited' | 'owned'

export type PlannedFile = {
  item: string
  path: string
  target: string
  absolute: string
  /** What the registry ships, transformed for this host: the base of future three-way merges. */
  pristine: string
  /** What will be written (pristine, plus view wiring for the views file). */
  content: string
  local: string | undefined
  action: FileAction
  /** Only the views object is edited in the host's copy: never a conflict. */
  wiring?: boolean
  /** For `owned`: the installed item the file belongs to. */
  owner?: string
}

export type PlanOptions = { allowConfigFiles: boolean }

export type Plan = { items: ResolvedItem[]; files: PlannedFile[]; dependencies: string[]; devDependencies: string[]; lock: Lock }

export function classify(local: string | undefined, content: string, locked: LockFileEntry | undefined): FileAction {
  if (local === undefined) return 'create'
  if (local === content) return 'identical'
  return locked !== undefined && isUntouched(local, locked) ? 'update' : 'edited'
}

/** Everything `add` would do, computed without touching the disk, so it can be shown first. */
export async function planAdd(
  root: string,
  config: Config,
  lock: Lock,
  items: ResolvedItem[],
  options: PlanOptions = { allowConfigFiles: false },
): Promise<Plan> {
  const resolveTarget = createTargetResolver(root, config)
  const files = new Map<string, PlannedFile>()
  const next: Lock = { lockfileVersion: 1, items: structuredClone(lock.items) }
  const dependencies: string[] = []
  const devDependencies: string[] = []
  // Every item first: a refusal must come before any file of the others is planned.
  for (const { item } of items) assertItemFitsFramework(item, config.framework)
  for (const { item, source } of items) {
    for (const spec of item.dependencies ?? []) assertSafeDependency(spec, item.name)
    for (const spec of item.devDependencies ?? []) assertSafeDependency(spec, item.name)
    dependencies.push(...(item.dependencies ?? []))
    devDependencies.push(...(item.devDependencies ?? []))
    const entries = []
    for (const file of item.files) {
      const { target, absolute } = resolveTarget(file)
      assertUnprotectedTarget(target, item.name, options.allowConfigFiles)
      const pristine = await transformFile(file.content, { config, path: target })
      const previous = files.get(target)
      if (previous && previous.pristine !== pristine) {
        throw new CliError('TARGET_CLASH', `${previous.item} and ${item.name} both write ${target} with different content.`, {
          suggestion: 'Report this to the registry owner.',
        })
      }
      const local = readTarget(absolute, target)
      files.set(target, { item: item.name, path: file.path, target, absolute, pristine, content: pristine, local, action: 'create' })
      entries.push({ path: file.path, target, sha256Written: sha256(pristine), sha256Pristine: sha256(pristine) })
    }
    const view = item.meta.view
    const locale = item.meta.locale
    next.items[item.name] = {
      version: item.meta.version,
      source: source.label,
      files: entries,
      dependencies: item.registryDependencies ?? [],
      ...(view ? { view: { route: view.route, export: view.export } } : {}),
      ...(locale ? { locale: { tag: locale.tag, export: locale.export } } : {}),
    }
  }
  await planViewWiring(root, config, next, files, resolveTarget)
  planCssImports(root, config, files, items)
  const batch = new Set(items.map(({ item }) => item.name))
  const locked = new Map(Object.values(lock.items).flatMap((entry) => entry.files.map((f) => [f.target, f] as const)))
  for (const file of files.values()) {
    const entry = next.items[file.item]?.files.find((f) => f.target === file.target)
    if (file.wiring) {
      file.action = file.local === file.content ? 'identical' : 'update'
      if (entry && file.local !== undefined) {
        entry.localEdits = entry.localEdits === true || !isUntouched(file.local, entry)
        entry.sha256Written = sha256(file.content)
      }
      continue
    }
    file.action = classify(file.local, file.content, locked.get(file.target))
    const owner = otherOwner(lock, file.target, file.item)
    if (owner && !batch.has(owner) && file.local !== undefined && file.local !== file.content) {
      file.action = 'owned'
      file.owner = owner
    }
    if (entry) entry.sha256Written = sha256(file.content)
  }
  return {
    items,
    files: [...files.values()],
    dependencies: [...new Set(dependencies)],
    devDependencies: [...new Set(devDependencies)],
    lock: next,
  }
}
