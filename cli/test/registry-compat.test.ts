import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { repoRoot } from './helpers'

type Index = { items: Array<{ name: string; files?: Array<{ path: string }> }> }

/**
 * Every file an item ships, compiled the way the strictest host compiles it: issue 14's list of
 * options, target ES2017 (Next's default: no bigint literals, no named regex groups), no Node
 * types (a browser bundle has no Buffer or process). The stock-host e2e proves the same with the
 * real scaffolds and TypeScript 5 and 7; this is the fast check that names the file at once.
 */
function compileRegistry(): string[] {
  const index = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as Index
  const files = [...new Set(index.items.flatMap((item) => (item.files ?? []).map((file) => join(repoRoot, file.path))))].filter((file) =>
    /\.tsx?$/.test(file),
  )
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2017,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    verbatimModuleSyntax: true,
    erasableSyntaxOnly: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    paths: { '@/registry/*': [join(repoRoot, 'registry/*')] },
  }
  const program = ts.createProgram(files, options)
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || d.file.fileName.startsWith(join(repoRoot, 'registry')))
    .map((d) => {
      const where =
        d.file && d.start !== undefined
          ? `${d.file.fileName.slice(repoRoot.length)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}`
          : ''
      return `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
    })
}

describe('registry files in the strictest host', () => {
  test('behavior: every shipped file compiles with strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, noUnused*, verbatimModuleSyntax, erasableSyntaxOnly at target ES2017', {
    timeout: 180_000,
  }, () => {
    expect(compileRegistry()).toEqual([])
  })
})
