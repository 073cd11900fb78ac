import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyEdits, modify, parse, type ParseError } from 'jsonc-parser'
import { CliError } from '../errors.js'
import type { WriteOp } from './atomic-write.js'
import type { Framework } from './detect.js'
import { primaryPrefix, readPathMap } from './tsconfig-paths.js'

export type AliasPlan = {
  /** The import prefix walletkit's aliases derive from (`@/`). */
  prefix: string
  writes: WriteOp[]
  /** Project-relative files the plan edits, shown when asking for consent. */
  files: string[]
  notes: string[]
  /** Packages the edited files need (vite.config imports node:url). */
  devDependencies: string[]
}

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']

/** Where the app keeps its code: src/ (Vite always; Next with --src-dir), app/ (React Router), else the root. */
function sourceRoot(root: string, framework: Framework): string {
  if (framework === 'vite') return './src'
  if (framework === 'react-router') return './app'
  return existsSync(join(root, 'src/app')) || existsSync(join(root, 'src/pages')) ? './src' : '.'
}

function indentOf(text: string): { tabSize: number; insertSpaces: boolean; eol: string } {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  '
  return {
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    insertSpaces: !indent.startsWith('\t'),
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  }
}

function parseTsconfig(name: string, text: string): Record<string, unknown> {
  const errors: ParseError[] = []
  const value = parse(text, errors, { allowTrailingComma: true }) as unknown
  if (errors.length > 0 || typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError('TSCONFIG_INVALID', `${name} is not valid JSON.`, { suggestion: `Fix the syntax of ${name}.` })
  }
  return value as Record<string, unknown>
}

/**
 * Adds `"@/*": ["<src>/*"]` to compilerOptions.paths, as a text edit so the file's comments,
 * order and formatting survive. `baseUrl` (TS < 7) makes paths relative to it, so the target is
 * written relative to baseUrl when one is set.
 */
export function addPathAlias(name: string, text: string, src: string): string {
  const config = parseTsconfig(name, text)
  const options = (config.compilerOptions ?? {}) as Record<string, unknown>
  const paths = (options.paths ?? {}) as Record<string, unknown>
  if (paths['@/*'] !== undefined) return text
  const baseUrl = typeof options.baseUrl === 'string' ? options.baseUrl.replace(/\/$/, '') : undefined
  const target =
    baseUrl === undefined || baseUrl === '.' || baseUrl === './'
      ? `${src}/*`
      : baseUrl === src || `./${baseUrl}` === src
        ? './*'
        : `${src}/*`
  const edits = modify(text, ['compilerOptions', 'paths', '@/*'], [target], { formattingOptions: indentOf(text) })
  return applyEdits(text, edits)
}

/** The tsconfig files the editor and `tsc -b` read paths from: both, in Vite's split layout. */
function tsconfigTargets(root: string): string[] {
  const names: string[] = []
  const top = ['tsconfig.json', 'jsconfig.json'].find((name) => existsSync(join(root, name)))
  if (top) names.push(top)
  if (existsSync(join(root, 'tsconfig.app.json'))) names.push('tsconfig.app.json')
  return names
}

/** ts-morph ends inserted imports with `;`: drop it again in a file whose imports have none. */
export function matchSemicolons(original: string, edited: string): string {
  if (/^import[^\n]*;[ \t]*$/m.test(original)) return edited
  return edited.replace(/^(import [^\n]*['"]);[ \t]*$/gm, '$1')
}

/** True when the Vite config already resolves `@/` (an alias entry or a tsconfig-paths plugin). */
function viteResolvesAlias(text: string): boolean {
  return /tsconfigPaths|vite-tsconfig-paths|['"]@['"]\s*:|find:\s*['"]@['"]|find:\s*\/\^@/.test(text)
}

/**
 * Adds `resolve.alias['@']` to the Vite config with ts-morph. A config that is not a plain
 * object passed to defineConfig (or exported directly) is left alone with a note.
 */
async function addViteAlias(root: string, plan: AliasPlan, src: string): Promise<void> {
  const name = VITE_CONFIGS.find((file) => existsSync(join(root, file)))
  if (!name) return void plan.notes.push(`No vite.config found: add resolve.alias { "@": "${src}" } yourself.`)
  const text = readFileSync(join(root, name), 'utf8')
  if (viteResolvesAlias(text)) return
  const { IndentationText, Node, Project, QuoteKind, SyntaxKind } = await import('ts-morph')
  const manipulationSettings = { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single }
  const file = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true, manipulationSettings }).createSourceFile(
    `/${name}`,
    text,
  )
  const exported = file.getExportAssignment((assignment) => !assignment.isExportEquals())?.getExpression()
  const argument = exported && Node.isCallExpression(exported) ? exported.getArguments()[0] : exported
  if (!argument || !Node.isObjectLiteralExpression(argument)) {
    return void plan.notes.push(`${name} does not export a plain config object: add resolve.alias { "@": "${src}" } yourself.`)
  }
  const replacement = `fileURLToPath(new URL('${src}', import.meta.url))`
  const resolveProperty = argument.getProperty('resolve')
  const resolveObject =
    resolveProperty && Node.isPropertyAssignment(resolveProperty)
      ? resolveProperty.getInitializerIfKind(SyntaxKind.ObjectLiteralExpression)
      : undefined
  if (resolveProperty && !resolveObject) return void plan.notes.push(`${name} computes resolve: add the "@" alias to it yourself.`)
  if (!resolveObject) {
    argument.addPropertyAssignment({ name: 'resolve', initializer: `{ alias: { '@': ${replacement} } }` })
  } else {
    const aliasProperty = resolveObject.getProperty('alias')
    const initializer = aliasProperty && Node.isPropertyAssignment(aliasProperty) ? aliasProperty.getInitializer() : undefined
    if (!aliasProperty) resolveObject.addPropertyAssignment({ name: 'alias', initializer: `{ '@': ${replacement} }` })
    else if (initializer && Node.isObjectLiteralExpression(initializer))
      initializer.addPropertyAssignment({ name: "'@'", initializer: replacement })
    else if (initializer && Node.isArrayLiteralExpression(initializer)) initializer.addElement(`{ find: '@', replacement: ${replacement} }`)
    else return void plan.notes.push(`${name} computes resolve.alias: add the "@" alias to it yourself.`)
  }
  const hasImport = file
    .getImportDeclarations()
    .some(
      (d) => ['node:url', 'url'].includes(d.getModuleSpecifierValue()) && d.getNamedImports().some((n) => n.getName() === 'fileURLToPath'),
    )
  if (!hasImport) file.insertImportDeclaration(0, { namedImports: ['fileURLToPath'], moduleSpecifier: 'node:url' })
  plan.writes.push({ absolute: join(root, name), content: matchSemicolons(text, file.getFullText()) })
  plan.files.push(name)
  // A TypeScript vite.config type-checks against tsconfig.node.json's "types": ["node"].
  if (/\.m?ts$/.test(name)) plan.devDependencies.push('@types/node')
}

/**
 * Everything `init` must change so that `@/` imports resolve in the host: the tsconfig paths
 * (every file tsc and the editor read) and, for Vite, the bundler's alias. A host that already has
 * a wildcard alias keeps it, and its prefix is used instead.
 */
export async function planAlias(root: string, framework: Framework): Promise<AliasPlan> {
  const existing = readPathMap(root)
  const existingPrefix = existing && primaryPrefix(existing)
  const plan: AliasPlan = { prefix: existingPrefix ?? '@/', writes: [], files: [], notes: [], devDependencies: [] }
  const src = sourceRoot(root, framework)
  if (!existingPrefix) {
    const names = tsconfigTargets(root)
    if (names.length === 0) {
      throw new CliError('TSCONFIG_MISSING', 'No tsconfig.json in this project.', {
        suggestion: "walletkit copies TypeScript: add a tsconfig.json (your framework's default) first.",
      })
    }
    for (const name of names) {
      const text = readFileSync(join(root, name), 'utf8')
      const next = addPathAlias(name, text, src)
      if (next === text) continue
      plan.writes.push({ absolute: join(root, name), content: next })
      plan.files.push(name)
    }
  }
  if ((framework === 'vite' || framework === 'react-router') && plan.prefix === '@/') await addViteAlias(root, plan, src)
  return plan
}
