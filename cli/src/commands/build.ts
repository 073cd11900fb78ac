import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { say, warn } from '../output.js'
import { buildRegistry } from '../registry/build-registry.js'
import { importClosureProblems } from '../registry/closure.js'
import { publishItem } from '../registry/publish.js'

const optionsSchema = z.object({
  cwd: z.string().default(process.cwd()),
  out: z.string().default('r'),
  snapshot: z.string().optional(),
  publicUrl: z.url().optional(),
})

const ITEM_SCHEMA = 'https://ui.shadcn.com/schema/registry-item.json'

export async function runBuild(raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const root = resolve(options.cwd)
  const { index, items } = buildRegistry(root)
  const out = resolve(root, options.out)
  mkdirSync(out, { recursive: true })
  // Public output is for the stock shadcn CLI too (publishItem); the embedded snapshot keeps the
  // registry source as it is (it resolves locally).
  const local = new Set(items.map((item) => item.name))
  const { publicUrl } = options
  const published = publicUrl ? await Promise.all(items.map((item) => publishItem(item, publicUrl, local))) : items
  for (const item of published)
    writeFileSync(join(out, `${item.name}.json`), `${JSON.stringify({ $schema: ITEM_SCHEMA, ...item }, null, 2)}\n`)
  const indexItems = published.map(({ files, ...item }) => ({ ...item, files: files.map(({ content: _content, ...file }) => file) }))
  writeFileSync(join(out, 'registry.json'), `${JSON.stringify({ ...index, items: indexItems }, null, 2)}\n`)
  if (options.snapshot) {
    const snapshot = resolve(root, options.snapshot)
    mkdirSync(dirname(snapshot), { recursive: true })
    writeFileSync(snapshot, JSON.stringify({ name: index.name, homepage: index.homepage, items }))
  }
  // Warnings, not errors: items land one by one while a registry is being written.
  for (const problem of importClosureProblems(root, index)) warn(`warning: ${problem}`)
  say(`Built ${items.length} item(s) into ${out}${options.snapshot ? ' and the embedded snapshot' : ''}.`)
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build registry.json and its files into r/<name>.json (and the CLI snapshot)')
    .option('--cwd <dir>', 'folder holding registry.json or registry/registry.json')
    .option('-o, --out <dir>', 'output folder, relative to --cwd', 'r')
    .option('--snapshot <file>', 'also write the snapshot the CLI embeds, relative to --cwd')
    .option(
      '--public-url <url>',
      'where r/ will be served: items are written for the stock shadcn CLI too (full dependency URLs, files placed by the default aliases)',
    )
    .action((options: unknown) => runBuild(options))
}
