import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Command } from 'commander'
import prompts from 'prompts'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { say, warn } from '../output.js'
import { planAlias, type AliasPlan } from '../project/alias-setup.js'
import { commitAtomically, type WriteOp } from '../project/atomic-write.js'
import { CONFIG_FILE, configSchema, defaultAliases, readConfig, type Config } from '../project/config.js'
import { compiledCssImport, compiledCssWrite, defaultCompiledCssPath } from '../project/compiled-css.js'
import { addCssImport } from '../project/css-import.js'
import { ensureTailwindImport, mergeCssVars } from '../project/css-vars.js'
import { missingDependencies } from '../project/dependencies.js'
import { detectFramework, findTailwindCss, type Framework } from '../project/detect.js'
import { readLock } from '../project/lock.js'
import { detectPackageManager, install } from '../project/package-manager.js'
import { resolveInside } from '../project/safe-path.js'
import { scaffold, templateItems, templates } from '../project/scaffold.js'
import { setupTailwind } from '../project/tailwind-setup.js'
import { compiledPathMessage, detectHostTailwind, type HostTailwind } from '../project/tailwind-version.js'
import { themeVars } from '../project/theme.js'
import { runAdd } from './add.js'

const optionsSchema = z.object({
  cwd: z.string().default(process.cwd()),
  template: z.enum(templates).optional(),
  registry: z.string().optional(),
  yes: z.boolean().default(false),
  install: z.boolean().default(true),
  allowNewPackages: z.boolean().default(false),
  allowScripts: z.boolean().default(false),
  locale: z.string().optional(),
  css: z.enum(['tailwind', 'compiled']).optional(),
})

/** `--locale de,pt-BR` -> the locale items to add; English is built into every view. */
export function localeItems(list: string | undefined): { items: string[]; builtIn: string[] } {
  const tags = [
    ...new Set(
      (list ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]
  const builtIn = tags.filter((tag) => /^en(-|$)/i.test(tag))
  for (const tag of tags) {
    if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag))
      throw new CliError('BAD_LOCALE', `"${tag}" is not a language tag.`, {
        suggestion: 'Pass BCP 47 tags separated by commas, e.g. --locale de,pt-BR,ar.',
      })
  }
  return { items: tags.filter((tag) => !builtIn.includes(tag)).map((tag) => `locale-${tag.toLowerCase()}`), builtIn }
}

function freshConfig(root: string, framework: Framework, prefix: string, compiled: boolean): Config {
  const css = findTailwindCss(root, framework)
  return configSchema.parse({
    $schema: 'https://walletkit.dev/schema/walletkit.json',
    framework,
    rsc: framework === 'next-app',
    tsx: true,
    tailwind: { css },
    ...(compiled ? { compiledCss: defaultCompiledCssPath(css) } : {}),
    aliases: defaultAliases(prefix),
    registries: {},
  })
}

/**
 * Tailwind 3 cannot build the kit's v4 classes, and installing v4 beside it would break the
 * host's own: such hosts always get the compiled stylesheet. A host without Tailwind gets it by
 * default too (`--css tailwind` sets Tailwind v4 up instead, as for a new app).
 */
function wantsCompiled(tailwind: HostTailwind, choice: 'tailwind' | 'compiled' | undefined): boolean {
  if (tailwind.kind === 'v3' && choice === 'tailwind')
    throw new CliError('TAILWIND3_HOST', `This project uses Tailwind ${tailwind.version}; walletkit cannot set Tailwind v4 up beside it.`, {
      suggestion: 'Run init without --css tailwind: the kit then comes with a compiled stylesheet scoped to it.',
    })
  return choice === 'compiled' || (choice === undefined && tailwind.kind !== 'v4')
}

/** Editing the host's tsconfig and bundler config needs a yes: a prompt on a terminal, else --yes. */
async function confirmAlias(plan: AliasPlan, yes: boolean): Promise<void> {
  if (plan.files.length === 0 || yes) return
  const question = `walletkit imports through "@/*", which this project lacks. Add it to ${plan.files.join(', ')}?`
  if (process.stdin.isTTY && process.stdout.isTTY) {
    const { ok } = await prompts({ type: 'confirm', name: 'ok', message: question, initial: true })
    if (ok === true) return
  }
  throw new CliError('ALIAS_CONSENT', `The "@/*" import alias is missing; init would add it to ${plan.files.join(', ')}.`, {
    suggestion:
      'Re-run with --yes to let init add it, or add "paths": { "@/*": ["./src/*"] } to compilerOptions (and resolve.alias to vite.config) yourself.',
  })
}

export async function runInit(dir: string | undefined, raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  // A bad tag is refused before anything is written.
  const locales = localeItems(options.locale)
  const root = resolve(options.cwd, dir ?? '.')
  if (options.template) {
    scaffold(options.template, root)
    say(`Scaffolded ${options.template} into ${root}.`)
  } else if (dir && !existsSync(root)) {
    throw new CliError('NO_PROJECT', `${root} does not exist.`, { suggestion: 'Pass --template vite-react or next-app to create it.' })
  }
  // An existing walletkit.json is the host's: re-running init keeps it and only fills gaps.
  const existing = existsSync(join(root, CONFIG_FILE))
  const writes: WriteOp[] = []
  const aliasPlan = existing ? undefined : await planAlias(root, detectFramework(root))
  if (aliasPlan) await confirmAlias(aliasPlan, options.yes)
  const hostTailwind = aliasPlan ? detectHostTailwind(root, detectFramework(root)) : undefined
  const config = aliasPlan
    ? freshConfig(root, detectFramework(root), aliasPlan.prefix, wantsCompiled(hostTailwind ?? { kind: 'v4' }, options.css))
    : readConfig(root)
  if (aliasPlan) writes.push(...aliasPlan.writes, { absolute: join(root, CONFIG_FILE), content: `${JSON.stringify(config, null, 2)}\n` })

  const cssPath = resolveInside(root, config.tailwind.css)
  const css = existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : ''
  const compiledCss = config.compiledCss
  const nextCss = compiledCss
    ? addCssImport(css, compiledCssImport(config, compiledCss))
    : mergeCssVars(ensureTailwindImport(css), themeVars)
  if (nextCss !== css) writes.push({ absolute: cssPath, content: nextCss })
  if (!existsSync(cssPath)) warn(`Created ${config.tailwind.css}: import it from your app's entry.`)
  if (compiledCss) {
    const compiled = await compiledCssWrite(root, config, readLock(root))
    if (!existsSync(compiled.absolute) || readFileSync(compiled.absolute, 'utf8') !== compiled.content) writes.push(compiled)
    if (hostTailwind) say(compiledPathMessage(hostTailwind, config.tailwind.css, compiledCss))
  }

  const pending = (absolute: string): string => {
    const planned = writes.findLast((op): op is WriteOp & { content: string } => op.absolute === absolute && 'content' in op)
    return planned ? planned.content : readFileSync(absolute, 'utf8')
  }
  const tailwind = compiledCss ? { writes: [], notes: [], devDependencies: [] } : await setupTailwind(root, config.framework, pending)
  // A later write of the same file already contains the earlier edit: keep only the last one.
  for (const op of tailwind.writes) {
    const index = writes.findIndex((w) => w.absolute === op.absolute)
    if (index !== -1) writes.splice(index, 1)
    writes.push(op)
  }
  commitAtomically(root, writes)
  for (const note of [...(aliasPlan?.notes ?? []), ...tailwind.notes]) warn(`note: ${note}`)
  if (aliasPlan && aliasPlan.files.length > 0) say(`Added the "@/*" import alias to ${aliasPlan.files.join(', ')}.`)
  say(
    `${existing ? 'Kept' : 'Wrote'} ${CONFIG_FILE} (${config.framework}, rsc ${config.rsc ? 'on' : 'off'}, css ${config.tailwind.css}${compiledCss ? `, compiled ${compiledCss}` : ''}).`,
  )
  say(writes.length === 0 ? 'Already set up: nothing changed.' : `Updated ${writes.length} file(s).`)

  // What the template comes with, from the registry (a fresh scaffold: nothing to ask about),
  // and the languages asked for with --locale.
  if (locales.builtIn.length > 0) say(`${locales.builtIn.join(', ')}: English is built into every view; no pack to add.`)
  const items = [...(options.template ? templateItems[options.template] : []), ...locales.items]
  if (items.length > 0) {
    say(
      options.template
        ? `Adding what the ${options.template} template comes with${locales.items.length ? ' and the locale packs' : ''}: ${items.join(', ')}.`
        : `Adding the locale packs: ${items.join(', ')}.`,
    )
    await runAdd([...items], {
      cwd: root,
      registry: options.registry,
      yes: true,
      install: options.install,
      allowNewPackages: options.allowNewPackages,
      allowScripts: options.allowScripts,
    }).catch((error: unknown) => {
      // The app is scaffolded and set up by now; say so, and how to finish, with the cause's own code.
      if (!(error instanceof CliError)) throw error
      throw new CliError(error.code, `${root} is set up, but adding ${items.join(' ')} failed: ${error.message}`, {
        lines: error.lines,
        suggestion: `Add it later from your registry: \`walletkit add ${items.join(' ')} --cwd ${root}\`. ${error.suggestion ?? ''}`.trim(),
        cause: error,
      })
    })
  }

  const devDependencies = missingDependencies(root, [...tailwind.devDependencies, ...(aliasPlan?.devDependencies ?? [])])
  if (devDependencies.length === 0) return
  if (!options.install) return say(`Skipped installing: ${devDependencies.join(' ')}`)
  install(root, detectPackageManager(root), devDependencies, true)
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('set up walletkit.json and the styles: Tailwind v4 and the theme variables, or the compiled stylesheet')
    .argument('[dir]', 'project folder (created with --template)')
    .option('--cwd <dir>', 'working folder')
    .option('-t, --template <name>', `scaffold a new app first: ${templates.join(' | ')}`)
    .option('-r, --registry <url|folder>', 'registry for the items a template comes with, instead of the embedded one')
    .option('-y, --yes', 'accept the changes init proposes (the "@/*" alias) without asking')
    .option('--no-install', 'do not install npm packages')
    .option('--allow-new-packages', "install the npm packages the template's items bring without asking")
    .option('--allow-scripts', 'let those packages run their lifecycle (install) scripts')
    .option(
      '--css <tailwind|compiled>',
      "how the kit's classes are built: the host's Tailwind v4, or a stylesheet walletkit compiles (default for Tailwind 3 and no Tailwind)",
    )
    .option('-l, --locale <tags>', 'add the locale packs of these languages, e.g. de,pt-BR,ar (English is built in)')
    .action((dir: string | undefined, options: unknown) => runInit(dir, options))
}
