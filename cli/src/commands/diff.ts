import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { say } from '../output.js'
import { readConfig } from '../project/config.js'
import { readLock } from '../project/lock.js'
import { unifiedDiff } from '../project/show-plan.js'
import { createTargetResolver } from '../project/targets.js'
import { wired } from '../project/view-plan.js'
import { sourceFromLabel } from '../registry/resolve.js'
import { sourceFromOption } from '../registry/sources.js'
import { transformFile } from '../transforms/index.js'

const optionsSchema = z.object({ cwd: z.string().default(process.cwd()), registry: z.string().optional() })

export async function runDiff(name: string | undefined, raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd)
  const config = readConfig(root)
  const lock = readLock(root)
  const names = name ? [name] : Object.keys(lock.items)
  const resolveTarget = createTargetResolver(root, config)
  let changed = 0
  for (const itemName of names) {
    const locked = lock.items[itemName]
    if (!locked) throw new CliError('NOT_INSTALLED', `${itemName} is not installed.`, { suggestion: 'Run `walletkit add` first.' })
    const source = options.registry ? sourceFromOption(options.registry) : sourceFromLabel(locked.source, config.registries)
    const item = await source.getItem(itemName)
    for (const file of item.files) {
      const { target, absolute } = resolveTarget(file)
      let registry = await transformFile(file.content, { config, path: target })
      registry = await wired(file.path, registry, lock, config)
      const local = existsSync(absolute) ? readFileSync(absolute, 'utf8') : ''
      if (local === registry) continue
      changed++
      say(unifiedDiff(target, local, registry))
    }
  }
  say(changed === 0 ? 'No differences.' : `${changed} file(s) differ.`)
}

export function registerDiff(program: Command): void {
  program
    .command('diff')
    .description('show how local copies differ from the registry')
    .argument('[item]', 'installed item (default: all)')
    .option('--cwd <dir>', 'project folder')
    .option('-r, --registry <url|folder>', 'registry to compare against')
    .action((item: string | undefined, options: unknown) => runDiff(item, options))
}
