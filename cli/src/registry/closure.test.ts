import { describe, expect, test } from 'vitest'
import { importClosureProblems } from './closure'
import type { Registry } from './schema'

const file = (path: string, content: string) => ({ path, type: 'registry:lib' as const, content })

describe('importClosureProblems', () => {
  test('default', () => {
    const index: Registry = {
      name: 'x',
      homepage: 'https://example.invalid',
      items: [
        {
          name: 'a',
          type: 'registry:lib',
          files: [file('registry/lib/a/a.ts', "import { b } from '@/registry/lib/b/b'\n// import '@/registry/lib/only/in-a-comment'\n")],
          registryDependencies: ['b'],
        },
        {
          name: 'b',
          type: 'registry:lib',
          files: [file('registry/lib/b/b.ts', "export { c } from '@/registry/lib/c'\nexport const b = 1\n")],
        },
      ],
    }
    expect(importClosureProblems('/nonexistent', index)).toEqual([
      'b: registry/lib/b/b.ts imports @/registry/lib/c, which no item in its dependency graph ships',
    ])
  })
})
