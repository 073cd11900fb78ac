import ts from 'typescript'
import type { ApiEntry, ApiMember } from '../registry-data-types'

// Types worth a table of their own even when the file does not export them: a component's
// props are usually a local `type XProps` the exported function takes.
const optionLike = /(Props|Options|Config|Parameters|Variables|Theme)$/

function jsDoc(node: ts.Node): string {
  const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []
  return docs
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim()
}

function membersOf(type: ts.TypeNode | undefined, source: ts.SourceFile): ApiMember[] {
  if (!type) return []
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap((part) => membersOf(part, source))
  if (ts.isParenthesizedTypeNode(type)) return membersOf(type.type, source)
  if (!ts.isTypeLiteralNode(type)) return []
  return literalMembers(type.members, source)
}

function literalMembers(members: ts.NodeArray<ts.TypeElement>, source: ts.SourceFile): ApiMember[] {
  const out: ApiMember[] = []
  for (const member of members) {
    if (!(ts.isPropertySignature(member) || ts.isMethodSignature(member)) || !member.name) continue
    const type = ts.isPropertySignature(member)
      ? (member.type?.getText(source) ?? 'unknown')
      : member
          .getText(source)
          .replace(/^[^(]*/, '')
          .replace(/;$/, '')
    out.push({
      name: member.name.getText(source),
      type: type.replace(/\s+/g, ' '),
      optional: Boolean(member.questionToken),
      doc: jsDoc(member),
    })
  }
  return out
}

function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) names.add((element.propertyName ?? element.name).text)
    }
  }
  return names
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && Boolean(ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))

function functionSignature(name: string, fn: ts.SignatureDeclarationBase, source: ts.SourceFile): string {
  const params = fn.parameters.map((p) => p.getText(source)).join(', ')
  const returns = fn.type ? `: ${fn.type.getText(source)}` : ''
  return `${name}(${params})${returns}`.replace(/\s+/g, ' ')
}

/**
 * The public surface of one TypeScript file, from its syntax alone (no type checker, so it is
 * quick enough to run over every registry file on each docs build): exported functions and
 * components with their signatures and JSDoc, exported option types with their members, and
 * the local *Props types components take.
 */
export function extractApi(file: string, text: string): ApiEntry[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const listed = exportedNames(source)
  const entries: ApiEntry[] = []
  const isPublic = (node: ts.Node, name: string) => hasExport(node) || listed.has(name)
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isPublic(statement, statement.name.text)) {
      const name = statement.name.text
      entries.push({
        kind: /^[A-Z]/.test(name) ? 'component' : 'function',
        name,
        signature: functionSignature(name, statement, source),
        doc: jsDoc(statement),
        members: [],
        file,
      })
    } else if (
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      (isPublic(statement, statement.name.text) || optionLike.test(statement.name.text))
    ) {
      const name = statement.name.text
      const members = ts.isInterfaceDeclaration(statement) ? literalMembers(statement.members, source) : membersOf(statement.type, source)
      const signature = ts.isTypeAliasDeclaration(statement) ? `type ${name} = ${statement.type.getText(source)}` : `interface ${name}`
      // Long literal types read better as the member table; keep the text for everything else.
      const shown = members.length > 0 && signature.length > 160 ? `type ${name} = { … }` : signature
      entries.push({ kind: 'type', name, signature: shown.replace(/\s+/g, ' '), doc: jsDoc(statement), members, file })
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !isPublic(statement, declaration.name.text)) continue
        const name = declaration.name.text
        const init = declaration.initializer
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          entries.push({
            kind: /^[A-Z]/.test(name) ? 'component' : 'function',
            name,
            signature: functionSignature(name, init, source),
            doc: jsDoc(statement),
            members: [],
            file,
          })
        } else {
          const type = declaration.type?.getText(source)
          entries.push({
            kind: 'const',
            name,
            signature: `const ${name}${type ? `: ${type}` : ''}`,
            doc: jsDoc(statement),
            members: [],
            file,
          })
        }
      }
    }
  }
  return entries
}
