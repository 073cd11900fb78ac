import { Node } from 'ts-morph'
import type { Transform } from './types.js'

/**
 * Registry sources carry "use client" for React Server Component hosts (Next app router); a
 * host without RSC gets it removed, since there it is noise that some linters flag.
 */
export const transformRsc: Transform = (file, { config }) => {
  if (config.rsc) return []
  for (const statement of file.getStatements()) {
    if (!Node.isExpressionStatement(statement)) break
    const expression = statement.getExpression()
    if (!Node.isStringLiteral(expression)) break
    if (expression.getLiteralValue() === 'use client') {
      // The line breaks after it go too; a comment before the next statement stays.
      const text = file.getFullText()
      let end = statement.getEnd()
      while (end < text.length && /\s/.test(text[end]!)) end++
      return [{ start: statement.getStart(), end, text: '' }]
    }
  }
  return []
}
