import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Project } from 'ts-morph'
import { describe, expect, test } from 'vitest'
import { applyEdits } from './apply-edits'
import { transformImports } from './transform-imports'

const fixtures = join(__dirname, '../../test/fixtures/transforms')

function run(
  name: string,
  aliases = { lib: '@/lib/walletkit', hooks: '@/hooks/walletkit', ui: '@/components/walletkit/ui', components: '@/components/walletkit' },
): string {
  const source = readFileSync(join(fixtures, name), 'utf8')
  const file = new Project({ useInMemoryFileSystem: true }).createSourceFile(name, source)
  return applyEdits(source, transformImports(file, { config: { aliases, rsc: true }, path: name }))
}

describe('transformImports', () => {
  test('default', () => {
    expect(run('view.tsx')).toMatchSnapshot()
  })

  test('parameters: aliases', () => {
    const out = run('view.tsx', { lib: '~/core', hooks: '~/use', ui: '#ui', components: '~/wk' })
    expect(out).toContain("from '#ui/button'")
    expect(out).toContain("import('~/wk/views/send-view')")
    expect(out).toContain("typeof import('~/core/state/store')")
    expect(out).toContain('from "~/wk/modal/sheet"')
  })

  test('behavior: relative and package imports are untouched', () => {
    expect(run('store.ts')).toMatchSnapshot()
  })
})
