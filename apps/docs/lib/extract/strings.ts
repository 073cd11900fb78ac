import ts from 'typescript'
import type { StringEntry } from '../registry-data-types'

function unwrap(node: ts.Expression): ts.Expression {
  let current = node
  for (;;) {
    if (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
      current = current.expression
    // defineStrings('send-view', { ... }): the strings are its last argument (issue 27).
    else if (
      ts.isCallExpression(current) &&
      ts.isIdentifier(current.expression) &&
      current.expression.text === 'defineStrings' &&
      current.arguments.length > 0
    )
      current = current.arguments[current.arguments.length - 1] as ts.Expression
    else return current
  }
}

function flatten(node: ts.Expression, prefix: string, source: ts.SourceFile, out: StringEntry[]): void {
  const value = unwrap(node)
  if (ts.isObjectLiteralExpression(value)) {
    for (const property of value.properties) {
      if (!ts.isPropertyAssignment(property)) continue
      const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(source)
      flatten(property.initializer, prefix ? `${prefix}.${key}` : key, source, out)
    }
    return
  }
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) out.push({ key: prefix, value: value.text })
  else out.push({ key: prefix, value: value.getText(source).replace(/\s+/g, ' ') })
}

/**
 * The user-facing text a `*.strings.ts` file owns: each exported object flattened to dotted
 * keys. Plain strings show their text; functions (text with a value in it) show their source.
 */
export function extractStrings(file: string, text: string): Array<{ name: string; entries: StringEntry[] }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const out: Array<{ name: string; entries: StringEntry[] }> = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    if (!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue
      const entries: StringEntry[] = []
      flatten(declaration.initializer, '', source, entries)
      if (entries.length > 0) out.push({ name: declaration.name.text, entries })
    }
  }
  return out
}
