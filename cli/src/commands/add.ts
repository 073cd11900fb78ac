import { resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { confirmReplace } from './confirm.js'
import { say } from '../output.js'
import { commitAtomically, type WriteOp } from '../project/atomic-write.js'
import { refreshCompiledCss } from '../project/compiled-css.js'
import { baseWrites } from '../project/base-store.js'
import { readConfig } from '../project/config.js'
import { missingDependencies, warnDependencyConflicts } from '../project/dependencies.js'
import { LOCK_FILE, readLock, serializeLock } from '../project/lock.js'
import { confirmNewPackages, installApproved } from '../project/new-packages.js'
import { detectPackageManager } from '../project/package-manager.js'
import { planAdd } from '../project/plan.js'
import { formatRenderSteps, RENDERABLE_ITEM, renderSteps } from '../project/render-hint.js'
import { describePlan } from '../project/show-plan.js'
import { resolveItems } from '../registry/resolve.js'
import { sourceFromOption } from '../registry/sources.js'

const optionsSchema = z.object({
  cwd: z.string().default(process.cwd()),
  registry: z.string().optional(),
  path: z.string().optional(),
  dryRun: z.boolean().default(false),
  diff: z.boolean().default(false),
  yes: z.boolean().default(false),
  overwrite: z.boolean().default(false),
  install: z.boolean().default(true),
  allowConfigFiles: z.boolean().default(false),
  allowNewPackages: z.boolean().default(false),
  allowScripts: z.boolean().default(false),
})

export async function runAdd(names: string[], raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd)
  const config = readConfig(root)
  const lock = readLock(root)
  const items = await resolveItems(names, { source: sourceFromOption(options.registry), registries: config.registries })
  if (options.path) {
    // --path places a single-file item somewhere the aliases would not.
    const only = items.at(-1)?.item
    if (only?.files.length !== 1 || !only.files[0])
      throw new CliError('PATH_NEEDS_ONE_FILE', '--path works only for an item with exactly one file.', { suggestion: 'Drop --path.' })
    only.files[0] = { ...only.files[0], target: options.path }
  }
  const plan = await planAdd(root, config, lock, items, { allowConfigFiles: options.allowConfigFiles })
  for (const line of describePlan(plan, { diff: options.diff })) say(line)
  if (options.dryRun) return say('Dry run: nothing written.')
  const dependencies = missingDependencies(root, plan.dependencies)
  const devDependencies = missingDependencies(root, plan.devDependencies)
  warnDependencyConflicts(root, [...plan.dependencies, ...plan.devDependencies])
  // Before anything is written: a refusal leaves the project as it was.
  if (options.install) await confirmNewPackages([...dependencies, ...devDependencies], options)

  // Another item's file first: replacing it silently would break that item without a trace.
  const owned = plan.files.filter((file) => file.action === 'owned')
  if (owned.length > 0 && !(await confirmReplace(`Overwrite ${owned.length} file(s) owned by other items?`, options))) {
    throw new CliError('TARGET_OWNED', 'These files belong to other installed items and would be overwritten:', {
      lines: owned.map((file) => `${file.target} (${file.owner ?? 'another item'})`),
      suggestion: 'Nothing was written. Re-run with --overwrite to replace them anyway.',
    })
  }
  const edited = plan.files.filter((file) => file.action === 'edited').map((file) => file.target)
  if (edited.length > 0 && !(await confirmReplace(`Overwrite ${edited.length} locally edited file(s)?`, options))) {
    throw new CliError('FILES_EDITED', 'These files were edited locally and would be overwritten:', {
      lines: edited,
      suggestion: 'Re-run with --overwrite to replace them, or `walletkit diff` to see the changes first.',
    })
  }
  const writes: WriteOp[] = plan.files.filter((f) => f.action !== 'identical').map((f) => ({ absolute: f.absolute, content: f.content }))
  commitAtomically(root, [
    ...writes,
    ...baseWrites(
      root,
      plan.files.filter((f) => !f.wiring).map((f) => f.pristine),
    ),
    { absolute: resolve(root, LOCK_FILE), content: serializeLock(plan.lock) },
  ])
  say(`Wrote ${writes.length} file(s); ${plan.files.length - writes.length} already up to date.`)
  if (await refreshCompiledCss(root, config, plan.lock)) say(`Compiled the kit's styles into ${config.compiledCss}.`)

  if (!options.install) {
    if (dependencies.length + devDependencies.length > 0) say(`Skipped installing: ${[...dependencies, ...devDependencies].join(' ')}`)
  } else {
    installApproved(
      root,
      detectPackageManager(root),
      [
        { specs: dependencies, dev: false },
        { specs: devDependencies, dev: true },
      ],
      options,
    )
  }
  if (plan.items.some(({ item }) => item.name === RENDERABLE_ITEM))
    for (const line of formatRenderSteps(renderSteps(root, config))) say(line)
}

export function registerAdd(program: Command): void {
  program
    .command('add')
    .description('copy items (and their dependencies) from the registry into this project')
    .argument('<items...>', 'item names, @namespace/item, or item URLs')
    .option('--cwd <dir>', 'project folder')
    .option('-r, --registry <url|folder>', 'registry to read instead of the embedded one')
    .option('--path <file>', 'target path for a single-file item')
    .option('--dry-run', 'show the plan, write nothing')
    .option('--diff', 'show a diff for every file that changes')
    .option('-y, --yes', 'do not ask questions (npm packages new to the project are then refused)')
    .option('--overwrite', 'replace locally edited files')
    .option('--no-install', 'do not install npm dependencies')
    .option('--allow-config-files', 'let items write dotfiles, dot-folders and tool configs (package.json, .github, ...)')
    .option('--allow-new-packages', 'install npm packages new to this project without asking')
    .option('--allow-scripts', 'let the installed packages run their lifecycle (install) scripts')
    .action((items: string[], options: unknown) => runAdd(items, options))
}
