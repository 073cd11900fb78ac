import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { matchSemicolons } from './alias-setup.js'
import type { WriteOp } from './atomic-write.js'
import type { Framework } from './detect.js'

export type SetupResult = { writes: WriteOp[]; notes: string[]; devDependencies: string[] }

const TAILWIND_VERSION = '4.3.3'

/** Reads a file as it will be once the earlier planned writes land (init edits vite.config twice). */
export type PendingRead = (absolute: string) => string

/** Adds `tailwindcss()` to the Vite plugins array with ts-morph; leaves an unusual config alone. */
async function setupVite(root: string, result: SetupResult, read: PendingRead): Promise<void> {
  result.devDependencies.push(`tailwindcss@${TAILWIND_VERSION}`, `@tailwindcss/vite@${TAILWIND_VERSION}`)
  const name = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'].find((file) => existsSync(join(root, file)))
  if (!name) return void result.notes.push('No vite.config found: add the @tailwindcss/vite plugin yourself.')
  const text = read(join(root, name))
  if (text.includes('@tailwindcss/vite')) return
  const { IndentationText, Node, Project, QuoteKind, SyntaxKind } = await import('ts-morph')
  const manipulationSettings = { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single }
  const file = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true, manipulationSettings }).createSourceFile(
    `/${name}`,
    text,
  )
  const plugins = file
    .getDescendantsOfKind(SyntaxKind.PropertyAssignment)
    .find((property) => property.getName() === 'plugins' && Node.isArrayLiteralExpression(property.getInitializer()))
    ?.getInitializerIfKind(SyntaxKind.ArrayLiteralExpression)
  if (!plugins) return void result.notes.push(`${name} has no plugins array: add tailwindcss() from @tailwindcss/vite yourself.`)
  const lastImport = file.getImportDeclarations().length
  file.insertImportDeclaration(lastImport, { defaultImport: 'tailwindcss', moduleSpecifier: '@tailwindcss/vite' })
  plugins.addElement('tailwindcss()')
  result.writes.push({ absolute: join(root, name), content: matchSemicolons(text, file.getFullText()) })
}

/** create-next-app 16.4+ wires Tailwind through a Turbopack loader instead of PostCSS. */
function usesTurbopackLoader(root: string): boolean {
  const files = ['package.json', 'next.config.ts', 'next.config.mjs', 'next.config.js'].filter((file) => existsSync(join(root, file)))
  return files.some((file) => readFileSync(join(root, file), 'utf8').includes('@tailwindcss/turbopack'))
}

function setupNext(root: string, result: SetupResult): void {
  if (usesTurbopackLoader(root)) return void result.devDependencies.push(`tailwindcss@${TAILWIND_VERSION}`)
  result.devDependencies.push(`tailwindcss@${TAILWIND_VERSION}`, `@tailwindcss/postcss@${TAILWIND_VERSION}`)
  const name = ['postcss.config.mjs', 'postcss.config.js', 'postcss.config.cjs', 'postcss.config.json', '.postcssrc.json'].find((file) =>
    existsSync(join(root, file)),
  )
  if (!name) {
    result.writes.push({
      absolute: join(root, 'postcss.config.mjs'),
      content: "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n}\n",
    })
  } else if (!readFileSync(join(root, name), 'utf8').includes('@tailwindcss/postcss')) {
    result.notes.push(
      `${name} exists without @tailwindcss/postcss: add it to its plugins (walletkit does not rewrite your PostCSS config).`,
    )
  }
}

export async function setupTailwind(
  root: string,
  framework: Framework,
  read: PendingRead = (file) => readFileSync(file, 'utf8'),
): Promise<SetupResult> {
  const result: SetupResult = { writes: [], notes: [], devDependencies: [] }
  if (framework === 'vite' || framework === 'react-router') await setupVite(root, result, read)
  else setupNext(root, result)
  return result
}
