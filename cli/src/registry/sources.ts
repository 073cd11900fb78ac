import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CliError, zodLines } from '../errors.js'
import { buildItem, findIndex, parseBuiltItem, readIndex } from './build-item.js'
import { fetchJson } from './fetch-url.js'
import { itemNameSchema, registrySchema, snapshotSchema, type BuiltItem, type RegistryItem, type Snapshot } from './schema.js'

export type IndexEntry = Pick<RegistryItem, 'name' | 'type' | 'title' | 'description'> & { version?: string }

export interface RegistrySource {
  /** Recorded in the lock file as the item's source. */
  readonly label: string
  getItem(name: string): Promise<BuiltItem>
  list(): Promise<IndexEntry[]>
}

const notFound = (name: string, where: string) =>
  new CliError('ITEM_NOT_FOUND', `No item named "${name}" in ${where}.`, { suggestion: 'See what exists with `walletkit list`.' })

function checkName(name: string): void {
  if (!itemNameSchema.safeParse(name).success) {
    throw new CliError('ITEM_NAME_INVALID', `"${name}" is not a valid item name.`, {
      suggestion: 'Item names are lowercase letters, digits and dashes.',
    })
  }
}

const entry = (item: RegistryItem): IndexEntry => ({
  name: item.name,
  type: item.type,
  title: item.title,
  description: item.description,
  ...(typeof item.meta?.version === 'string' ? { version: item.meta.version } : {}),
})

/** The snapshot `walletkit build` writes next to the compiled CLI: `add` works offline from it. */
export function snapshotSource(
  file = process.env.WALLETKIT_SNAPSHOT ?? fileURLToPath(new URL('../registry-snapshot.json', import.meta.url)),
): RegistrySource {
  let cached: Snapshot | undefined
  const load = (): Snapshot => {
    if (cached) return cached
    if (!existsSync(file)) {
      throw new CliError('SNAPSHOT_MISSING', 'This walletkit build has no embedded registry.', {
        suggestion: 'Run `npm run build -w cli`, or pass --registry <url|folder>.',
      })
    }
    const parsed = snapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (!parsed.success)
      throw new CliError('SNAPSHOT_INVALID', 'The embedded registry is corrupt.', {
        lines: zodLines(parsed.error, 'snapshot'),
        suggestion: 'Rebuild the CLI.',
      })
    cached = parsed.data
    return cached
  }
  return {
    label: 'embedded',
    async getItem(name) {
      checkName(name)
      const item = load().items.find((candidate) => candidate.name === name)
      if (!item) throw notFound(name, 'the embedded registry')
      return parseBuiltItem(item, name)
    },
    async list() {
      return load().items.map(entry)
    },
  }
}

/** A folder holding either built `<name>.json` files or a registry source (registry.json + files). */
export function folderSource(dir: string): RegistrySource {
  const root = resolve(dir)
  const label = `folder:${root}`
  return {
    label,
    async getItem(name) {
      checkName(name)
      for (const built of [join(root, `${name}.json`), join(root, 'r', `${name}.json`)]) {
        if (existsSync(built)) return parseBuiltItem(JSON.parse(readFileSync(built, 'utf8')), name)
      }
      const index = findIndex(root)
      if (!index) throw notFound(name, root)
      const item = readIndex(index).items.find((candidate) => candidate.name === name)
      if (!item) throw notFound(name, root)
      return buildItem(index.endsWith(join('registry', 'registry.json')) ? dirname(dirname(index)) : root, item)
    },
    async list() {
      const index = findIndex(root)
      if (!index)
        throw new CliError('REGISTRY_INVALID', `No registry.json in ${root}.`, { suggestion: 'Point --registry at a registry folder.' })
      return readIndex(index).items.map(entry)
    },
  }
}

/** `https://host/r/{name}.json`; without `{name}`, items are looked up as `<url>/{name}.json`. */
export function urlSource(template: string, headers: Record<string, string> = {}, label = template): RegistrySource {
  const urlFor = (name: string) =>
    template.includes('{name}') ? template.replaceAll('{name}', name) : `${template.replace(/\/$/, '')}/${name}.json`
  return {
    label,
    async getItem(name) {
      checkName(name)
      return parseBuiltItem(await fetchJson(urlFor(name), { headers }), name)
    },
    async list() {
      const parsed = registrySchema.safeParse(await fetchJson(urlFor('registry'), { headers }))
      if (!parsed.success)
        throw new CliError('REGISTRY_INVALID', `${urlFor('registry')} is not a registry index.`, {
          lines: zodLines(parsed.error, 'registry'),
          suggestion: 'Check the registry URL.',
        })
      return parsed.data.items.map(entry)
    },
  }
}

export function sourceFromOption(option: string | undefined): RegistrySource {
  if (!option) return snapshotSource()
  if (/^https?:\/\//.test(option)) return urlSource(option)
  return folderSource(option)
}
