import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { say, warn } from '../output.js'
import { commitAtomically, type WriteOp } from '../project/atomic-write.js'
import { CONFIG_FILE, configSchema, defaultAliases, readConfig, type Config } from '../project/config.js'
import { ensureTailwindImport, mergeCssVars } from '../project/css-vars.js'
import { missingDependencies } from '../project/dependencies.js'
import { detectFramework, findTailwindCss } from '../project/detect.js'
import { detectPackageManager, install } from '../project/package-manager.js'
import { resolveInside } from '../project/safe-path.js'
import { scaffold, templates } from '../project/scaffold.js'
import { setupTailwind } from '../project/tailwind-setup.js'
import { themeVars } from '../project/theme.js'
import { primaryPrefix, readPathMap } from '../project/tsconfig-paths.js'

const optionsSchema = z.object({
  cwd: z.string().default(process.cwd()),
  template: z.enum(templates).optional(),
  yes: z.boolean().default(false),
  install: z.boolean().default(true),
})

function freshConfig(root: string): Config {
  const framework = detectFramework(root)
  const map = readPathMap(root)
  const prefix = map && primaryPrefix(map)
  if (!prefix) {
    throw new CliError('ALIAS_UNRESOLVED', 'tsconfig.json has no wildcard path alias such as "@/*".', {
      suggestion: framework === 'vite' ? 'Add "paths": { "@/*": ["./src/*"] } to compilerOptions.' : 'Add "paths": { "@/*": ["./*"] } to compilerOptions.',
    })
  }
  return configSchema.parse({
    $schema: 'https://walletkit.dev/schema/walletkit.json',
    framework,
    rsc: framework === 'next-app',
    tsx: true,
    tailwind: { css: findTailwindCss(root, framework) },
    aliases: defaultAliases(prefix),
    registries: {},
  })
}

export async function runInit(dir: string | undefined, raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd, dir ?? '.')
  if (options.template) {
    scaffold(options.template, root)
    say(`Scaffolded ${options.template} into ${root}.`)
  } else if (dir && !existsSync(root)) {
    throw new CliError('NO_PROJECT', `${root} does not exist.`, { suggestion: 'Pass --template vite-react or next-app to create it.' })
  }
  // An existing walletkit.json is the host's: re-running init keeps it and only fills gaps.
  const existing = existsSync(join(root, CONFIG_FILE))
  const config = existing ? readConfig(root) : freshConfig(root)
  const writes: WriteOp[] = []
  if (!existing) writes.push({ absolute: join(root, CONFIG_FILE), content: `${JSON.stringify(config, null, 2)}\n` })

  const cssPath = resolveInside(root, config.tailwind.css)
  const css = existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : ''
  const nextCss = mergeCssVars(ensureTailwindImport(css), themeVars)
  if (nextCss !== css) writes.push({ absolute: cssPath, content: nextCss })
  if (!existsSync(cssPath)) warn(`Created ${config.tailwind.css}: import it from your app's entry.`)

  const tailwind = await setupTailwind(root, config.framework)
  writes.push(...tailwind.writes)
  commitAtomically(root, writes)
  for (const note of tailwind.notes) warn(`note: ${note}`)
  say(`${existing ? 'Kept' : 'Wrote'} ${CONFIG_FILE} (${config.framework}, rsc ${config.rsc ? 'on' : 'off'}, css ${config.tailwind.css}).`)
  say(writes.length === 0 ? 'Already set up: nothing changed.' : `Updated ${writes.length} file(s).`)

  const devDependencies = missingDependencies(root, tailwind.devDependencies)
  if (devDependencies.length === 0) return
  if (!options.install) return say(`Skipped installing: ${devDependencies.join(' ')}`)
  install(root, detectPackageManager(root), devDependencies, true)
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('set up walletkit.json, Tailwind v4 and the theme variables in this project')
    .argument('[dir]', 'project folder (created with --template)')
    .option('--cwd <dir>', 'working folder')
    .option('-t, --template <name>', `scaffold a new app first: ${templates.join(' | ')}`)
    .option('-y, --yes', 'do not ask questions')
    .option('--no-install', 'do not install npm packages')
    .action((dir: string | undefined, options: unknown) => runInit(dir, options))
}
