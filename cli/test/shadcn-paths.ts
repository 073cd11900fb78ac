import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import ts from 'typescript'

export type ShippedFile = { item: string; path: string; type: string; target?: string }

/**
 * How the stock shadcn CLI (4.x, `shadcn add <url>`) places a file and finds the file an import
 * means, as read in its source (@shadcn/registry's resolve-file-path and update-files):
 *
 * - Place: an explicit `target` is used as given, under src/ in an app with a src folder (a
 *   leading `src/` of the target dropped first); one starting `@components/`, `@ui/`, `@lib/` or
 *   `@hooks/` goes under the folder of that alias of the app instead. Otherwise the folder comes from the file's type
 *   (registry:ui -> the ui alias, registry:lib -> lib, registry:hook -> hooks, registry:block and
 *   anything else -> components), and the file keeps the part of its registry path after the first
 *   segment named like that folder's last segment (`registry/lib/caip/x.ts` -> `<lib>/caip/x.ts`),
 *   or only its file name when no segment is.
 * - Imports: `@/registry/lib/...` and `@/registry/hooks/...` become `@/components/...` first (its
 *   import transform only maps `@/registry/<style>/lib|hooks/...`), a path that does not exist, so
 *   the CLI then looks among all the files of the same `add` for one whose name is the
 *   specifier's last segment plus .tsx, .ts, .js, .jsx or .css, and takes the first it meets. Two
 *   shipped files with that name are a coin toss: the host's type-check fails
 *   (`Module '@/lib/caip/types' has no exported member 'Network'`). Relative imports are left alone.
 *   Only import declarations are looked up so: re-exports, `import()` and `declare module` names
 *   keep the `@/components/...` path. `build --public-url` therefore names every kit file by the
 *   default aliases already (`@/lib/walletkit/...`, which shadcn maps onto the app's lib alias and
 *   then finds by path); these rules still say what a registry source would get.
 */
const folderByType: Record<string, string> = {
  'registry:ui': 'components/ui',
  'registry:lib': 'lib',
  'registry:hook': 'hooks',
  'registry:block': 'components',
  'registry:component': 'components',
}
const candidateExtensions = ['.tsx', '.ts', '.js', '.jsx', '.css']

/** Where shadcn writes the file in an app with a src folder and its default aliases (`@/*` -> `src/*`). */
export function shadcnTarget(file: ShippedFile): string {
  // `@lib/walletkit/x.ts`: under the folder of the app's alias of that name (build --public-url writes these).
  const aliasRooted = file.target?.match(/^@(components|ui|lib|hooks)\/(.+)$/)
  if (aliasRooted) return `src/${aliasRooted[1] === 'ui' ? 'components/ui' : aliasRooted[1]}/${aliasRooted[2]}`
  if (file.target) return `src/${file.target.replace(/^src\//, '')}`
  const folder = folderByType[file.type] ?? 'components'
  const segments = file.path.split('/')
  const at = segments.indexOf(folder.split('/').at(-1) ?? folder)
  return `src/${folder}/${at === -1 ? basename(file.path) : segments.slice(at + 1).join('/')}`
}

/** `caip-types.ts` -> `caip-types`; undefined for a file no import can name by basename. */
function importName(path: string): string | undefined {
  const extension = candidateExtensions.find((ext) => path.endsWith(ext))
  return extension ? basename(path).slice(0, -extension.length) : undefined
}

/** The `@/` specifiers of a file (static and dynamic imports, re-exports, import types). */
function aliasSpecifiers(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('@/'))
}

/**
 * Problems shadcn would have with these files: two files at one place, and each `@/registry`
 * import of a shipped file whose name another shipped file shares (or that names a folder's index,
 * which shadcn does not look for).
 */
export function shadcnPathProblems(root: string, files: ShippedFile[]): string[] {
  const problems: string[] = []
  const byTarget = new Map<string, ShippedFile>()
  const byName = new Map<string, ShippedFile[]>()
  const byPath = new Map<string, ShippedFile>()
  for (const file of files) {
    if (byPath.has(file.path)) continue
    byPath.set(file.path, file)
    const target = shadcnTarget(file)
    const other = byTarget.get(target)
    if (other) problems.push(`${file.path} and ${other.path} are both written to ${target}`)
    byTarget.set(target, file)
    const name = importName(file.path)
    if (name) byName.set(name, [...(byName.get(name) ?? []), file])
  }
  for (const file of byPath.values()) {
    if (!/\.[jt]sx?$/.test(file.path)) continue
    for (const specifier of aliasSpecifiers(readFileSync(join(root, file.path), 'utf8'))) {
      if (!specifier.startsWith('@/registry/')) continue
      const base = specifier.slice(2)
      const imported = candidateExtensions.map((ext) => byPath.get(`${base}${ext}`)).find(Boolean)
      if (!imported) {
        if (['/index.ts', '/index.tsx'].some((index) => byPath.has(`${base}${index}`)))
          problems.push(`${file.path} imports ${specifier}, a folder's index, which shadcn does not resolve`)
        continue
      }
      const name = importName(imported.path) ?? ''
      const namesakes = (byName.get(name) ?? []).filter((other) => other !== imported).map((other) => other.path)
      const problem = `${imported.path} (imported by ${file.path}) shares its name with ${namesakes.join(', ')}`
      if (namesakes.length > 0 && !problems.some((p) => p.startsWith(`${imported.path} (`))) problems.push(problem)
    }
  }
  return problems
}
