import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { say } from '../output.js'
import { commitAtomically, type WriteOp } from '../project/atomic-write.js'
import { refreshCompiledCss } from '../project/compiled-css.js'
import { readConfig } from '../project/config.js'
import { cssImportPath, removeCssImport } from '../project/css-import.js'
import { isUntouched, LOCK_FILE, otherOwner, readLock, serializeLock, type Lock } from '../project/lock.js'
import { protectedTargetReason } from '../project/protected-targets.js'
import { readTarget } from '../project/read-target.js'
import { resolveInside } from '../project/safe-path.js'
import { sha256 } from '../registry/build-item.js'
import { LOCALES_REGISTRY_PATH, VIEWS_REGISTRY_PATH } from '../transforms/wiring-paths.js'

const optionsSchema = z.object({
  cwd: z.string().default(process.cwd()),
  dryRun: z.boolean().default(false),
  allowConfigFiles: z.boolean().default(false),
})

/**
 * Takes the removed views (or locale packs) out of the host's wiring file, keeping its owner's
 * lock entry honest.
 */
async function unwire(
  root: string,
  lock: Lock,
  path: string,
  remove: (content: string) => Promise<string>,
  writes: WriteOp[],
): Promise<void> {
  for (const item of Object.values(lock.items)) {
    const entry = item.files.find((f) => f.path === path)
    if (!entry) continue
    const absolute = resolveInside(root, entry.target)
    if (!existsSync(absolute)) return
    const before = readFileSync(absolute, 'utf8')
    const after = await remove(before)
    if (after === before) return
    entry.localEdits = entry.localEdits === true || !isUntouched(before, entry)
    entry.sha256Written = sha256(after)
    writes.push({ absolute, content: after })
    return
  }
}

export async function runRemove(names: string[], raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd)
  const config = readConfig(root)
  const lock = readLock(root)
  const next: Lock = { lockfileVersion: 1, items: structuredClone(lock.items) }
  const writes: WriteOp[] = []
  const kept: string[] = []
  const guarded: string[] = []
  const routes: string[] = []
  const tags: string[] = []
  for (const name of names) {
    const item = next.items[name]
    if (!item)
      throw new CliError('NOT_INSTALLED', `${name} is not installed.`, {
        suggestion: 'See what is installed with `walletkit list --installed`.',
      })
    const dependents = Object.entries(next.items).filter(
      ([other, i]) => other !== name && !names.includes(other) && i.dependencies.includes(name),
    )
    if (dependents.length > 0) say(`note: ${dependents.map(([n]) => n).join(', ')} depend(s) on ${name}`)
    for (const file of item.files) {
      if (otherOwner(next, file.target, name)) continue
      const absolute = resolveInside(root, file.target)
      const content = readTarget(absolute, file.target)
      if (content === undefined) continue
      // The lock is editable: an entry naming package.json or .npmrc, with that file's hash, must
      // not be enough to delete it. Dotfiles and tool configs go only with the user's consent.
      if (!options.allowConfigFiles && protectedTargetReason(file.target)) guarded.push(file.target)
      else if (isUntouched(content, file)) {
        writes.push({ absolute, remove: true })
        say(`  delete ${file.target}`)
      } else kept.push(file.target)
    }
    if (item.view) routes.push(item.view.route)
    if (item.locale) tags.push(item.locale.tag)
    delete next.items[name]
  }
  if (routes.length > 0)
    await unwire(
      root,
      next,
      VIEWS_REGISTRY_PATH,
      async (content) => (await import('../transforms/wire-views.js')).unwireViews(content, routes),
      writes,
    )
  if (tags.length > 0)
    await unwire(
      root,
      next,
      LOCALES_REGISTRY_PATH,
      async (content) => (await import('../transforms/wire-locales.js')).unwireLocales(content, tags),
      writes,
    )
  const stylesheets = writes.filter((op) => 'remove' in op && op.absolute.endsWith('.css')).map((op) => relative(root, op.absolute))
  if (stylesheets.length > 0) {
    const tailwind = resolveInside(root, config.tailwind.css)
    if (existsSync(tailwind)) {
      const before = readFileSync(tailwind, 'utf8')
      const after = stylesheets.reduce((css, target) => removeCssImport(css, cssImportPath(config.tailwind.css, target)), before)
      if (after !== before) writes.push({ absolute: tailwind, content: after })
    }
  }
  for (const target of kept) say(`  kept   ${target} (edited locally)`)
  for (const target of guarded) say(`  kept   ${target} (a dotfile or tool configuration: deleted only with --allow-config-files)`)
  if (options.dryRun) return say('Dry run: nothing written.')
  commitAtomically(root, [...writes, { absolute: resolve(root, LOCK_FILE), content: serializeLock(next) }])
  if (await refreshCompiledCss(root, config, next)) say(`Compiled the kit's styles into ${config.compiledCss}.`)
  say(
    `Removed ${names.join(', ')}.${kept.length > 0 ? ` Kept ${kept.length} edited file(s).` : ''}${guarded.length > 0 ? ` Kept ${guarded.length} configuration file(s).` : ''}`,
  )
}

export function registerRemove(program: Command): void {
  program
    .command('remove')
    .description('delete installed items; locally edited files are kept')
    .argument('<items...>', 'installed items')
    .option('--cwd <dir>', 'project folder')
    .option('--dry-run', 'show what would be deleted')
    .option('--allow-config-files', "also delete the items' dotfiles, dot-folders and tool configs")
    .action((items: string[], options: unknown) => runRemove(items, options))
}
