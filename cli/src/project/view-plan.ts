import { existsSync, readFileSync } from 'node:fs'
import { CliError } from '../errors.js'
import type { LocaleWiring } from '../transforms/wire-locales.js'
import type { ViewWiring } from '../transforms/wire-views.js'
import { LOCALES_REGISTRY_PATH, VIEWS_REGISTRY_PATH } from '../transforms/wiring-paths.js'
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

export function lockedLocales(lock: Lock, config: Config): LocaleWiring[] {
  return Object.values(lock.items).flatMap((item) => {
    const first = item.files[0]
    return item.locale && first ? [{ tag: item.locale.tag, exportName: item.locale.export, module: viewModule(first.path, config) }] : []
  })
}

/**
 * A wiring file's text with every locked view or locale pack wired in; any other file unchanged.
 * The editors load ts-morph, so they are imported only when a wiring file is at hand.
 */
export async function wired(path: string, text: string, lock: Lock, config: Config): Promise<string> {
  if (path === VIEWS_REGISTRY_PATH) return (await import('../transforms/wire-views.js')).wireViews(text, lockedViews(lock, config))
  if (path === LOCALES_REGISTRY_PATH) return (await import('../transforms/wire-locales.js')).wireLocales(text, lockedLocales(lock, config))
  return text
}

/**
 * Every installed view (already locked or added now) is wired into the host's views file, so
 * that re-adding the modal never drops views the host already has.
 */
export async function planViewWiring(
  root: string,
  config: Config,
  lock: Lock,
  files: Map<string, PlannedFile>,
  resolveTarget: TargetResolver,
): Promise<void> {
  await planWiring(root, config, lock, files, resolveTarget, {
    path: VIEWS_REGISTRY_PATH,
    wires: (item) => item.view !== undefined,
    missing: (target) =>
      new CliError('VIEWS_FILE_MISSING', `Feature views need the modal's views file at ${target}.`, {
        suggestion: 'Run `walletkit add connect-modal` first.',
      }),
  })
  // Locale packs (`walletkit add locale-de`) are wired the same way into installed-locales.ts.
  await planWiring(root, config, lock, files, resolveTarget, {
    path: LOCALES_REGISTRY_PATH,
    wires: (item) => item.locale !== undefined,
    missing: (target) =>
      new CliError('VIEWS_FILE_MISSING', `Locale packs need the installed locales file at ${target}.`, {
        suggestion: 'Run `walletkit add i18n` first.',
      }),
  })
}

type WiringTarget = { path: string; wires: (item: Lock['items'][string]) => boolean; missing: (target: string) => CliError }

async function planWiring(
  _root: string,
  config: Config,
  lock: Lock,
  files: Map<string, PlannedFile>,
  resolveTarget: TargetResolver,
  wiring: WiringTarget,
): Promise<void> {
  const { target, absolute } = resolveTarget({ path: wiring.path, type: 'registry:block' })
  const planned = files.get(target)
  const addsEntry = [...files.values()].some((file) => {
    const item = lock.items[file.item]
    return item !== undefined && wiring.wires(item)
  })
  if (!planned && !addsEntry) return
  if (planned) {
    planned.content = await wired(wiring.path, planned.pristine, lock, config)
    return
  }
  if (!existsSync(absolute)) throw wiring.missing(target)
  const owner = Object.entries(lock.items).find(([, item]) => item.files.some((f) => f.target === target))
  const local = readFileSync(absolute, 'utf8')
  const content = await wired(wiring.path, local, lock, config)
  // Wiring is an AST edit of the local copy, so the host's own edits there survive it. The wiring
  // file stays owned by its item; its written hash follows only if the host had not edited it, so
  // a later update still sees those edits as edits.
  files.set(target, {
    item: owner?.[0] ?? '(views)',
    path: wiring.path,
    target,
    absolute,
    pristine: content,
    content,
    local,
    action: 'update',
    wiring: true,
  })
}
