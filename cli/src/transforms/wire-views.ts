import { Node, type ObjectLiteralExpression, type SourceFile } from 'ts-morph'
import { CliError } from '../errors.js'
import { VIEWS_REGISTRY_PATH } from './wiring-paths.js'

export type ViewWiring = { route: string; exportName: string; module: string }

/** The object literal a wiring file exports as `variable`, which the CLI edits property by property. */
export function wiredObject(file: SourceFile, variable: string, path: string, restore: string): ObjectLiteralExpression {
  const declaration = file.getVariableDeclaration(variable)
  let initializer = declaration?.getInitializer()
  // `{ ... } satisfies X` and `{ ... } as X` wrap the literal we edit.
  while (
    initializer &&
    (Node.isSatisfiesExpression(initializer) || Node.isAsExpression(initializer) || Node.isParenthesizedExpression(initializer))
  ) {
    initializer = initializer.getExpression()
  }
  if (!initializer || !Node.isObjectLiteralExpression(initializer)) {
    throw new CliError(
      'VIEWS_FILE_INVALID',
      `The installed ${variable === 'installedViews' ? 'views' : 'locales'} file has no \`${variable}\` object literal.`,
      {
        suggestion: `Restore ${path} from the registry with \`walletkit add ${restore} --overwrite\`.`,
      },
    )
  }
  return initializer
}

function viewsObject(file: SourceFile): ObjectLiteralExpression {
  return wiredObject(file, 'installedViews', VIEWS_REGISTRY_PATH, 'connect-modal')
}

function ensureLazyImport(file: SourceFile): void {
  const react = file.getImportDeclaration((d) => d.getModuleSpecifierValue() === 'react')
  if (!react) {
    file.insertImportDeclaration(0, { moduleSpecifier: 'react', namedImports: ['lazy'] })
  } else if (!react.getNamedImports().some((n) => n.getName() === 'lazy') && !react.isTypeOnly()) {
    react.addNamedImport('lazy')
  }
}

export async function edit(content: string, change: (file: SourceFile) => void): Promise<string> {
  const { IndentationText, Project, QuoteKind } = await import('ts-morph')
  const project = new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single, useTrailingCommas: true },
  })
  const file = project.createSourceFile('/installed-views.tsx', content)
  change(file)
  return file.getFullText()
}

/** Adds (or re-points) one lazily loaded view; idempotent. */
export function wireViews(content: string, views: ViewWiring[]): Promise<string> {
  return edit(content, (file) => {
    if (views.length === 0) return
    const object = viewsObject(file)
    ensureLazyImport(file)
    for (const view of views) {
      const initializer = `lazy(() => import('${view.module}').then((m) => ({ default: m.${view.exportName} })))`
      const existing = object.getProperty(view.route)
      if (existing && Node.isPropertyAssignment(existing)) {
        if (existing.getInitializer()?.getText() !== initializer) existing.setInitializer(initializer)
      } else {
        existing?.remove()
        object.addPropertyAssignment({ name: view.route, initializer })
      }
    }
  })
}

export function unwireViews(content: string, routes: string[]): Promise<string> {
  return edit(content, (file) => {
    const object = viewsObject(file)
    for (const route of routes) object.getProperty(route)?.remove()
    // Removing the last entry leaves `{\n}`; an empty literal reads as the registry ships it.
    if (object.getProperties().length === 0 && object.getText() !== '{}') object.replaceWithText('{}')
  })
}
