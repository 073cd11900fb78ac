import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { transformFile } from '../../../cli/src/transforms/index'
import { extractApi } from './extract/api'
import { extractSlots } from './extract/slots'
import { extractStrings } from './extract/strings'
import { extractThemeVariables } from './extract/theme-variables'
import type { ItemData, ItemFile, RegistryData } from './registry-data-types'

type RegistryJsonItem = {
  name: string
  type: string
  title?: string
  description?: string
  dependencies?: string[]
  devDependencies?: string[]
  registryDependencies?: string[]
  files?: Array<{ path: string; type: string; target?: string }>
  meta?: { version?: string; view?: { route: string; export: string } }
}
type RegistryJson = { name: string; homepage: string; items: RegistryJsonItem[] }

/** The aliases `walletkit init` writes by default (prefix `@`), so the code shown is what `add` writes. */
export const defaultAliases = {
  lib: '@/lib/walletkit',
  hooks: '@/hooks/walletkit',
  ui: '@/components/walletkit/ui',
  components: '@/components/walletkit',
}

const folders: Array<[string, string]> = [
  ['registry/components/ui/', 'src/components/walletkit/ui/'],
  ['registry/components/', 'src/components/walletkit/'],
  ['registry/hooks/', 'src/hooks/walletkit/'],
  ['registry/lib/', 'src/lib/walletkit/'],
]

/** The target in a Vite app whose tsconfig maps `@/*` to `./src/*`. */
function targetOf(file: { path: string; target?: string }): string {
  if (file.target) return file.target.replace(/^\.\//, '')
  const folder = folders.find(([prefix]) => file.path.startsWith(prefix))
  return folder ? folder[1] + file.path.slice(folder[0].length) : file.path
}

const langOf = (path: string) => path.split('.').pop() ?? 'text'
const isScript = (path: string) => /\.tsx?$/.test(path)
const isStrings = (path: string) => /(\.strings|\/strings)\.ts$/.test(path)

/**
 * Reads registry/registry.json and every file it names from `root` (the repo) and computes
 * what the item pages show. Pure apart from reading files; the build writes the result out.
 */
export async function generateRegistryData(root: string, options: { allowMissing?: boolean } = {}): Promise<RegistryData> {
  const registry = JSON.parse(readFileSync(join(root, 'registry', 'registry.json'), 'utf8')) as RegistryJson
  const missing = registry.items.flatMap((item) =>
    (item.files ?? []).filter((file) => !existsSync(join(root, file.path))).map((file) => `${item.name}: ${file.path}`),
  )
  if (missing.length > 0 && !options.allowMissing) {
    throw new Error(`registry/registry.json names files that do not exist, so their pages cannot be built:\n  ${missing.join('\n  ')}`)
  }
  const usedBy = new Map<string, string[]>()
  for (const item of registry.items)
    for (const dep of item.registryDependencies ?? []) usedBy.set(dep, [...(usedBy.get(dep) ?? []), item.name])

  const items: ItemData[] = []
  for (const item of registry.items) {
    const files: ItemFile[] = []
    const api: ItemData['api'] = []
    const strings: ItemData['strings'] = []
    const sources: string[] = []
    for (const file of item.files ?? []) {
      if (!existsSync(join(root, file.path))) continue
      const text = readFileSync(join(root, file.path), 'utf8')
      const code = await transformFile(text, { config: { aliases: defaultAliases, rsc: true }, path: file.path })
      files.push({ path: file.path, target: targetOf(file), code, lang: langOf(file.path) })
      sources.push(text)
      if (isStrings(file.path)) {
        for (const group of extractStrings(file.path, text)) strings.push({ file: file.path, ...group })
      } else if (isScript(file.path)) {
        api.push(...extractApi(file.path, text))
      }
    }
    items.push({
      name: item.name,
      type: item.type,
      title: item.title ?? item.name,
      description: item.description ?? '',
      version: item.meta?.version ?? '',
      dependencies: item.dependencies ?? [],
      devDependencies: item.devDependencies ?? [],
      registryDependencies: item.registryDependencies ?? [],
      usedBy: usedBy.get(item.name) ?? [],
      view: item.meta?.view ?? null,
      files,
      api,
      strings,
      slots: extractSlots(sources),
    })
  }
  const css = readFileSync(join(root, 'registry', 'styles', 'walletkit.css'), 'utf8')
  return { name: registry.name, homepage: registry.homepage, items, themeVariables: extractThemeVariables(css) }
}
