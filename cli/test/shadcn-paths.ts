import { basename } from 'node:path'
import ts from 'typescript'

export type ShippedFile = { item: string; path: string; type: string; target?: string }
export type PublishedFile = ShippedFile & { content: string }

/**
 * How the stock shadcn CLI (4.23.1, `shadcn add <url>`) places a file and finds the file an import
 * means, as read in its source (@shadcn/registry's resolve-file-path, transform-import and
 * update-files):
 *
 * - Place: a target starting `@components/`, `@ui/`, `@lib/` or `@hooks/` goes under the folder
 *   of that alias of the app, one starting `~/` under the project root; another explicit target is
 *   used as given, under src/ in an app with a src folder (a leading `src/` dropped first). Without a target the folder comes from the
 *   file's type (registry:ui -> the ui alias, registry:lib -> lib, registry:hook -> hooks, others
 *   -> components), and the file keeps the part of its path after the first segment named like
 *   that folder's last segment, or only its file name: the kit's ui files would land on the app's
 *   own components/ui/button.tsx. `build --public-url` gives every kit file an alias-rooted target.
 * - Imports, first pass (imports, re-exports, `import()`, import types; not `declare module`
 *   names): `@/lib/...`, `@/hooks/...`, `@/components/...` go onto the app's aliases;
 *   `@/registry/lib|hooks/...` becomes `@/components/...`, which no file has. `build --public-url`
 *   writes every specifier as `@/lib/walletkit/...` and the like, so nothing is left to guess.
 * - Imports, second pass (import declarations only): the specifier is resolved through the app's
 *   tsconfig paths, and the candidates are that path with each of .tsx, .ts, .js, .jsx, .css (and
 *   as a folder's index) plus every file of the same `add` with the same name and one of those
 *   extensions. The earliest extension wins, then a file under the resolved path: a namesake with
 *   the same extension is harmless, one with an earlier extension (`x/types.tsx` for
 *   `y/types.ts`) is taken instead. Relative imports are left alone.
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
  const aliasRooted = file.target?.match(/^@(components|ui|lib|hooks)\/(.+)$/)
  if (aliasRooted) return `src/${aliasRooted[1] === 'ui' ? 'components/ui' : aliasRooted[1]}/${aliasRooted[2]}`
  if (file.target?.startsWith('~/')) return file.target.slice(2)
  if (file.target) return `src/${file.target.replace(/^src\//, '')}`
  const folder = folderByType[file.type] ?? 'components'
  const segments = file.path.split('/')
  const at = segments.indexOf(folder.split('/').at(-1) ?? folder)
  return `src/${folder}/${at === -1 ? basename(file.path) : segments.slice(at + 1).join('/')}`
}

const extensionOf = (path: string) => candidateExtensions.find((ext) => path.endsWith(ext))

/** The specifiers of a file's import declarations (the only form shadcn's second pass looks up). */
function importDeclarations(file: PublishedFile): string[] {
  const source = ts.createSourceFile(file.path, file.content, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  return source.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [],
  )
}

/**
 * Problems shadcn would have with `build --public-url` output: two files at one place, a kit file
 * without its alias-rooted target, a `@/registry/...` specifier left in any form, and an import
 * declaration whose file has a namesake shadcn would take instead.
 */
export function shadcnPathProblems(files: PublishedFile[]): string[] {
  const problems: string[] = []
  const byTarget = new Map<string, PublishedFile>()
  const byName = new Map<string, PublishedFile[]>()
  for (const file of files) {
    const target = shadcnTarget(file)
    const other = byTarget.get(target)
    if (other && other.path !== file.path) problems.push(`${file.path} and ${other.path} are both written to ${target}`)
    byTarget.set(target, file)
    const ext = extensionOf(target)
    if (ext) {
      const name = basename(target).slice(0, -ext.length)
      byName.set(name, [...(byName.get(name) ?? []), file])
    }
    if (/^registry\/(lib|hooks|components)\//.test(file.path) && !/^@(lib|hooks|components)\/walletkit\//.test(file.target ?? ''))
      problems.push(`${file.path} has the target ${file.target ?? '(none)'}`)
  }
  for (const file of files) {
    if (!/\.[cm]?[jt]sx?$/.test(file.path)) continue
    const info = ts.preProcessFile(file.content, true, true)
    for (const name of [...info.importedFiles.map((ref) => ref.fileName), ...(info.ambientExternalModules ?? [])])
      if (name.startsWith('@/registry/')) problems.push(`${file.path} still names ${name}`)
    for (const specifier of importDeclarations(file)) {
      if (!specifier.startsWith('@/')) continue
      const base = `src/${specifier.slice(2)}`
      const meant = candidateExtensions
        .flatMap((ext) => [`${base}${ext}`, `${base}/index${ext}`])
        .map((path) => byTarget.get(path))
        .find(Boolean)
      if (!meant) continue
      const meantTarget = shadcnTarget(meant)
      const rank = candidateExtensions.indexOf(extensionOf(meantTarget) ?? '')
      // A folder's index is looked for by the folder's name, like a file.
      const takenInstead = (byName.get(basename(base)) ?? []).filter(
        (other) => candidateExtensions.indexOf(extensionOf(shadcnTarget(other)) ?? '') < rank,
      )
      if (takenInstead.length > 0)
        problems.push(`${file.path} imports ${specifier}; shadcn takes ${takenInstead.map((other) => other.path).join(', ')} instead`)
    }
  }
  return problems
}
