import type { Command } from 'commander'
import { z } from 'zod'
import { say } from '../output.js'
import { sourceFromOption } from '../registry/sources.js'

const optionsSchema = z.object({ registry: z.string().optional() })

export async function runView(name: string, raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  say(JSON.stringify(await sourceFromOption(options.registry).getItem(name), null, 2))
}

export function registerView(program: Command): void {
  program
    .command('view')
    .description('print a registry item, files included, as JSON')
    .argument('<item>', 'item name')
    .option('-r, --registry <url|folder>', 'registry to read instead of the embedded one')
    .action((name: string, options: unknown) => runView(name, options))
}
