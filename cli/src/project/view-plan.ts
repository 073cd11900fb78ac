import { existsSync, readFileSync } from 'node:fs'
import { CliError } from '../errors.js'
import { VIEWS_REGISTRY_PATH, wireViews, type ViewWiring } from '../transforms/wire-views.js'
import type { Config } from './config.js'
import type { Lock } from './lock.js'
import type { PlannedFile } from './plan.js'
import { rewriteSpecifier, type TargetResolver } from './targets.js'

/** The import specifier of a view module in the host: its registry path through the aliases. */
export function viewModule(path: string, config: Config): string {
  return rewriteSpecifier(`@/${path.replace(/\.[cm]?[jt]sx?$/, '')}`, config.aliases)
}

export function lockedViews(lock: Lock, config: Config): ViewWiring[] {
  return Object.values(lock.items).flatMap((item) => {
    const first = item.files[0]
    return item.view && first ? [{ route: item.view.route, exportName: item.view.export, module: viewModule(first.path, config) }] : []
  })
}

/**
 * Every installed view (already locked or added now) is wired into the host's views file, so
 * that re-adding the modal never drops views the host already has.
 */
export async function planViewWiring(root: string, config: Config, lock: Lock, files: Map<string, PlannedFile>, resolveTarget: TargetResolver): Promise<void> {
  const views = lockedViews(lock, config)
  const { target, absolute } = resolveTarget({ path: VIEWS_REGISTRY_PATH, type: 'registry:block' })
  const planned = files.get(target)
  const addsView = [...files.values()].some((file) => lock.items[file.item]?.view)
  if (!planned && !addsView) return
  if (planned) {
    planned.content = await wireViews(planned.pristine, views)
    return
  }
  if (!existsSync(absolute)) {
    throw new CliError('VIEWS_FILE_MISSING', `Feature views need the modal's views file at ${target}.`, { suggestion: 'Run `walletkit add connect-modal` first.' })
  }
  const owner = Object.entries(lock.items).find(([, item]) => item.files.some((f) => f.target === target))
  const local = readFileSync(absolute, 'utf8')
  const content = await wireViews(local, views)
  // Wiring is an AST edit of the local copy, so the host's own edits there survive it. The views
  // file stays owned by the modal item; its written hash follows only if the host had not edited
  // it, so a later update still sees those edits as edits.
  files.set(target, { item: owner?.[0] ?? '(views)', path: VIEWS_REGISTRY_PATH, target, absolute, pristine: content, content, local, action: 'update', wiring: true })
}
