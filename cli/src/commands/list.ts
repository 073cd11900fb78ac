import { resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { say } from '../output.js'
import { readLock } from '../project/lock.js'
import { sourceFromOption, type IndexEntry } from '../registry/sources.js'

const optionsSchema = z.object({
  registry: z.string().optional(),
  json: z.boolean().default(false),
  installed: z.boolean().default(false),
  cwd: z.string().default(process.cwd()),
})

async function entries(options: z.infer<typeof optionsSchema>): Promise<IndexEntry[]> {
  if (!options.installed) return sourceFromOption(options.registry).list()
  const lock = readLock(resolve(options.cwd))
  return Object.entries(lock.items).map(([name, item]) => ({
    name,
    type: 'registry:item',
    version: item.version,
    description: `${item.version} from ${item.source}`,
  }))
}

export async function runList(query: string | undefined, raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const needle = query?.toLowerCase()
  const items = (await entries(options)).filter(
    (item) => !needle || [item.name, item.title, item.description].some((text) => text?.toLowerCase().includes(needle)),
  )
  if (options.json) return say(JSON.stringify(items, null, 2))
  const width = Math.max(0, ...items.map((item) => item.name.length))
  for (const item of items)
    say(`${item.name.padEnd(width)}  ${item.type.replace('registry:', '').padEnd(9)} ${item.description ?? item.title ?? ''}`)
  if (items.length === 0)
    say(needle ? `No item matches "${query}".` : options.installed ? 'Nothing installed yet.' : 'The registry is empty.')
}

export function registerList(program: Command): void {
  program
    .command('list')
    .description('list registry items (or installed ones), optionally filtered')
    .argument('[query]', 'text to look for in names and descriptions')
    .option('-r, --registry <url|folder>', 'registry to read instead of the embedded one')
    .option('--installed', 'list what walletkit.lock.json records instead')
    .option('--cwd <dir>', 'project folder (with --installed)')
    .option('--json', 'print JSON')
    .action((query: string | undefined, options: unknown) => runList(query, options))
}
