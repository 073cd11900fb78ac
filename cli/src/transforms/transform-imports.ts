import { Node, SyntaxKind, type SourceFile, type StringLiteral } from 'ts-morph'
import { rewriteSpecifier } from '../project/targets.js'
import type { TextEdit, Transform } from './types.js'

function specifierLiterals(file: SourceFile): StringLiteral[] {
  const literals: StringLiteral[] = []
  for (const declaration of [...file.getImportDeclarations(), ...file.getExportDeclarations()]) {
    const literal = declaration.getModuleSpecifier()
    if (literal && Node.isStringLiteral(literal)) literals.push(literal)
  }
  // A strings module adds itself to the i18n types with `declare module '@/registry/lib/i18n/...'`.
  for (const declaration of file.getModules()) {
    const name = declaration.getNameNode()
    if (Node.isStringLiteral(name)) literals.push(name)
  }
  // Lazy views and type-only imports also carry registry paths: `import('...')`, `typeof import('...')`.
  // Walking every node is the expensive part, so only files that contain `import(` pay for it.
  if (!/\bimport\s*\(/.test(file.getFullText())) return literals
  for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const [first] = call.getArguments()
    if (call.getExpression().getKind() === SyntaxKind.ImportKeyword && first && Node.isStringLiteral(first)) literals.push(first)
  }
  for (const importType of file.getDescendantsOfKind(SyntaxKind.ImportType)) {
    const argument = importType.getArgument()
    const literal = Node.isLiteralTypeNode(argument) ? argument.getLiteral() : undefined
    if (literal && Node.isStringLiteral(literal)) literals.push(literal)
  }
  return literals
}

/** Rewrites `@/registry/<folder>/...` to the host's aliases from walletkit.json, keeping each literal's quotes. */
export const transformImports: Transform = (file, { config }) => {
  const edits: TextEdit[] = []
  for (const literal of specifierLiterals(file)) {
    const before = literal.getLiteralValue()
    const after = rewriteSpecifier(before, config.aliases)
    if (after === before) continue
    const quote = literal.getText().startsWith("'") ? "'" : '"'
    const escaped = after.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`)
    edits.push({ start: literal.getStart(), end: literal.getEnd(), text: `${quote}${escaped}${quote}` })
  }
  return edits
}
