import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Project } from 'ts-morph'
import { describe, expect, test } from 'vitest'
import { applyEdits } from './apply-edits'
import { transformRsc } from './transform-rsc'

const fixtures = join(__dirname, '../../test/fixtures/transforms')
const aliases = {
  lib: '@/lib/walletkit',
  hooks: '@/hooks/walletkit',
  ui: '@/components/walletkit/ui',
  components: '@/components/walletkit',
}

function run(name: string, rsc: boolean): string {
  const source = readFileSync(join(fixtures, name), 'utf8')
  const file = new Project({ useInMemoryFileSystem: true }).createSourceFile(name, source)
  return applyEdits(source, transformRsc(file, { config: { aliases, rsc }, path: name }))
}

describe('transformRsc', () => {
  test('default: removed when the host has no server components', () => {
    expect(run('view.tsx', false)).toMatchSnapshot()
  })

  test('parameters: rsc keeps the directive', () => {
    const source = readFileSync(join(fixtures, 'view.tsx'), 'utf8')
    expect(run('view.tsx', true)).toBe(source)
  })

  test('behavior: only the directive goes, other prologue strings stay', () => {
    expect(run('server.tsx', false)).toMatchSnapshot()
  })

  test('behavior: a comment between the directive and the first import stays, at the top', () => {
    const source = "'use client'\n\n// Why lazy: the views load on demand.\nimport { lazy } from 'react'\n"
    const file = new Project({ useInMemoryFileSystem: true }).createSourceFile('commented.tsx', source)
    expect(applyEdits(source, transformRsc(file, { config: { aliases, rsc: false }, path: 'commented.tsx' }))).toBe(
      "// Why lazy: the views load on demand.\nimport { lazy } from 'react'\n",
    )
  })

  test('behavior: a file without the directive is unchanged', () => {
    const source = readFileSync(join(fixtures, 'store.ts'), 'utf8')
    expect(run('store.ts', false)).toBe(source)
  })
})
