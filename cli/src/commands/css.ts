import { resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { say } from '../output.js'
import { refreshCompiledCss } from '../project/compiled-css.js'
import { CONFIG_FILE, readConfig } from '../project/config.js'
import { readLock } from '../project/lock.js'

const optionsSchema = z.object({ cwd: z.string().default(process.cwd()) })

export async function runCss(raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd)
  const config = readConfig(root)
  if (!config.compiledCss)
    throw new CliError('CSS_NOT_COMPILED', `${CONFIG_FILE} has no compiledCss: this project's own Tailwind v4 builds the kit's classes.`, {
      suggestion: 'Nothing to compile: your Tailwind picks up edited classes by itself.',
    })
  const changed = await refreshCompiledCss(root, config, readLock(root))
  say(changed ? `Compiled the kit's styles into ${config.compiledCss}.` : `${config.compiledCss} is up to date.`)
}

export function registerCss(program: Command): void {
  program
    .command('css')
    .description("compile the kit's classes into the stylesheet hosts on Tailwind 3 or without Tailwind import")
    .option('--cwd <dir>', 'project folder')
    .action((options: unknown) => runCss(options))
}
