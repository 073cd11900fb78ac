import { resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { confirmReplace } from './confirm.js'
import { say } from '../output.js'
import { commitAtomically } from '../project/atomic-write.js'
import { refreshCompiledCss } from '../project/compiled-css.js'
import { baseWrites } from '../project/base-store.js'
import { readConfig } from '../project/config.js'
import { missingDependencies, warnDependencyConflicts } from '../project/dependencies.js'
import { LOCK_FILE, readLock, serializeLock } from '../project/lock.js'
import { confirmNewPackages, installApproved } from '../project/new-packages.js'
import { detectPackageManager } from '../project/package-manager.js'
import { planUpdate } from '../project/plan-update.js'
import { resolveItems, sourceFromLabel, type ResolvedItem } from '../registry/resolve.js'
import { sourceFromOption } from '../registry/sources.js'

const optionsSchema = z.object({
  cwd: z.string().default(process.cwd()),
  registry: z.string().optional(),
  dryRun: z.boolean().default(false),
  install: z.boolean().default(true),
  overwrite: z.boolean().default(false),
  yes: z.boolean().default(false),
  allowConfigFiles: z.boolean().default(false),
  allowNewPackages: z.boolean().default(false),
  allowScripts: z.boolean().default(false),
})

export async function runUpdate(names: string[], raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd)
  const config = readConfig(root)
  const lock = readLock(root)
  const wanted = names.length > 0 ? names : Object.keys(lock.items)
  const missing = wanted.filter((name) => !lock.items[name])
  if (missing.length > 0) {
    throw new CliError('NOT_INSTALLED', `Not installed: ${missing.join(', ')}.`, {
      suggestion: 'Install with `walletkit add` first; `walletkit list --installed` shows what is installed.',
    })
  }
  const resolved: ResolvedItem[] = []
  for (const name of wanted) {
    const label = lock.items[name]?.source ?? 'embedded'
    const source = options.registry ? sourceFromOption(options.registry) : sourceFromLabel(label, config.registries)
    for (const entry of await resolveItems([name], { source, registries: config.registries })) {
      if (!resolved.some((r) => r.item.name === entry.item.name)) resolved.push(entry)
    }
  }
  const planOptions = { allowConfigFiles: options.allowConfigFiles, overwrite: options.overwrite }
  let plan = await planUpdate(root, config, lock, resolved, planOptions)
  for (const report of plan.reports)
    say(
      `  ${report.outcome.padEnd(9)} ${report.target}${report.to ? ` -> ${report.to}` : ''}${report.owner ? ` (belongs to ${report.owner})` : ''}`,
    )
  if (options.dryRun) return say('Dry run: nothing written.')
  const foreign = plan.reports.filter((r) => r.outcome === 'unowned' || r.outcome === 'owned')
  if (foreign.length > 0) {
    if (!(await confirmReplace(`Overwrite ${foreign.length} file(s) that the installed item(s) do not own?`, options))) {
      throw new CliError('FILES_NOT_OWNED', 'The new versions would overwrite files these items do not own:', {
        lines: foreign.map((r) => `${r.target} (${r.owner ? `belongs to ${r.owner}` : 'not installed by walletkit'})`),
        suggestion: 'Nothing was written and nothing installed. Move those files away, or re-run with --overwrite to replace them.',
      })
    }
    plan = await planUpdate(root, config, lock, resolved, { ...planOptions, overwrite: true })
  }
  // A new version may bring new npm dependencies: approved before anything is written.
  const specs = missingDependencies(
    root,
    resolved.flatMap(({ item }) => item.dependencies ?? []),
  )
  const devSpecs = missingDependencies(
    root,
    resolved.flatMap(({ item }) => item.devDependencies ?? []),
  )
  warnDependencyConflicts(
    root,
    resolved.flatMap(({ item }) => [...(item.dependencies ?? []), ...(item.devDependencies ?? [])]),
  )
  if (options.install) await confirmNewPackages([...specs, ...devSpecs], options)
  commitAtomically(root, [
    ...plan.writes,
    ...baseWrites(root, plan.pristine),
    { absolute: resolve(root, LOCK_FILE), content: serializeLock(plan.lock) },
  ])
  if (await refreshCompiledCss(root, config, plan.lock)) say(`Compiled the kit's styles into ${config.compiledCss}.`)
  // Installed even when files conflict.
  if (options.install) {
    installApproved(
      root,
      detectPackageManager(root),
      [
        { specs, dev: false },
        { specs: devSpecs, dev: true },
      ],
      options,
    )
  } else if (specs.length + devSpecs.length > 0) say(`Skipped installing: ${[...specs, ...devSpecs].join(' ')}`)
  const conflicts = plan.reports.filter((r) => r.outcome === 'conflict').map((r) => r.target)
  if (conflicts.length > 0) {
    throw new CliError('MERGE_CONFLICTS', 'Updated, but these files have conflicts marked with <<<<<<< local / >>>>>>> registry:', {
      lines: conflicts,
      suggestion: 'Resolve the markers by hand; your edits and the registry changes are both in the files.',
    })
  }
  say('Updated.')
}

export function registerUpdate(program: Command): void {
  program
    .command('update')
    .description('merge newer registry versions into installed items, keeping local edits')
    .argument('[items...]', 'installed items (default: all)')
    .option('--cwd <dir>', 'project folder')
    .option('-r, --registry <url|folder>', 'registry to read instead of the one each item came from')
    .option('--dry-run', 'show what would change, write nothing')
    .option('--no-install', 'do not install new npm dependencies')
    .option('-y, --yes', 'do not ask questions (files the items do not own are then refused)')
    .option('--overwrite', "replace files the items do not own (the host's own, or another item's)")
    .option('--allow-config-files', 'let new versions write dotfiles, dot-folders and tool configs')
    .option('--allow-new-packages', 'install npm packages new to this project without asking')
    .option('--allow-scripts', 'let the installed packages run their lifecycle (install) scripts')
    .action((items: string[], options: unknown) => runUpdate(items, options))
}
