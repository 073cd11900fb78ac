import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repoRoot, runCli, scratch } from './helpers'
import { type PublishedFile, shadcnPathProblems, shadcnTarget } from './shadcn-paths'

type Index = { items: Array<{ name: string; files?: Array<{ path: string; target?: string }> }> }

const index = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as Index

// Issue 26: `shadcn add` of our published items must give each import the file it means. The
// real CLI is run in cli/test/shadcn-add.e2e.test.ts (connect-modal); this checks every item and
// names the offending file at once.
describe('registry files under the stock shadcn CLI', () => {
  test('default: files land where shadcn puts them, nested paths kept', () => {
    expect(shadcnTarget({ item: 'caip', path: 'registry/lib/caip/caip-types.ts', type: 'registry:lib' })).toBe('src/lib/caip/caip-types.ts')
    expect(shadcnTarget({ item: 'x', path: 'registry/components/ui/list-item.tsx', type: 'registry:ui' })).toBe(
      'src/components/ui/list-item.tsx',
    )
    expect(shadcnTarget({ item: 'x', path: 'registry/components/modal/modal.tsx', type: 'registry:block' })).toBe(
      'src/components/modal/modal.tsx',
    )
    expect(shadcnTarget({ item: 'x', path: 'registry/hooks/use-modal.ts', type: 'registry:hook' })).toBe('src/hooks/use-modal.ts')
    // An explicit target goes under src/ too, a leading src/ not doubled.
    expect(shadcnTarget({ item: 'x', path: 'registry/testing/siwx.ts', type: 'registry:file', target: 'tests/walletkit/siwx.ts' })).toBe(
      'src/tests/walletkit/siwx.ts',
    )
    expect(
      shadcnTarget({ item: 'x', path: 'registry/styles/walletkit.css', type: 'registry:file', target: 'src/styles/walletkit.css' }),
    ).toBe('src/styles/walletkit.css')
    // An alias-rooted target (what build --public-url writes) goes under that alias's folder.
    expect(
      shadcnTarget({
        item: 'x',
        path: 'registry/components/ui/button.tsx',
        type: 'registry:ui',
        target: '@components/walletkit/ui/button.tsx',
      }),
    ).toBe('src/components/walletkit/ui/button.tsx')
    expect(
      shadcnTarget({
        item: 'x',
        path: 'registry/lib/caip/caip-types.ts',
        type: 'registry:lib',
        target: '@lib/walletkit/caip/caip-types.ts',
      }),
    ).toBe('src/lib/walletkit/caip/caip-types.ts')
    // `~/`: the project root's.
    expect(shadcnTarget({ item: 'x', path: 'registry/testing/siwx.ts', type: 'registry:file', target: '~/tests/walletkit/siwx.ts' })).toBe(
      'tests/walletkit/siwx.ts',
    )
  })

  test('parameters: a namesake with an earlier extension is named, one with the same extension is not (as the real CLI did)', () => {
    const lib = (path: string, content: string): PublishedFile => ({
      item: 'x',
      path: `registry/lib/${path}`,
      type: 'registry:lib',
      target: `@lib/walletkit/${path}`,
      content,
    })
    const files = [
      lib('a/types.ts', "export type A = 'a'\n"),
      lib('a/use-a.ts', "import type { A } from '@/lib/walletkit/a/types'\nexport const a: A = 'a'\n"),
      lib('b/types.ts', "export type B = 'b'\n"),
      lib('b/use-b.ts', "import type { B } from '@/lib/walletkit/b/types'\nexport const b: B = 'b'\n"),
    ]
    expect(shadcnPathProblems(files)).toEqual([])
    const tsx: PublishedFile = {
      item: 'x',
      path: 'registry/components/x/types.tsx',
      type: 'registry:block',
      target: '@components/walletkit/x/types.tsx',
      content: "export type X = 'x'\n",
    }
    expect(shadcnPathProblems([...files, tsx])).toEqual([
      'registry/lib/a/use-a.ts imports @/lib/walletkit/a/types; shadcn takes registry/components/x/types.tsx instead',
      'registry/lib/b/use-b.ts imports @/lib/walletkit/b/types; shadcn takes registry/components/x/types.tsx instead',
    ])
    // A source specifier left in, and a kit file placed by its type.
    expect(
      shadcnPathProblems([
        { ...lib('c.ts', "export type { A } from '@/registry/lib/a/types'\n"), target: undefined },
        files[0] as PublishedFile,
      ]),
    ).toEqual(['registry/lib/c.ts has the target (none)', 'registry/lib/c.ts still names @/registry/lib/a/types'])
  })

  test('behavior: build --public-url output of every item: kit files at their own places, every import reaching its file', () => {
    const out = scratch('shadcn-published')
    try {
      const built = runCli(['build', '--cwd', repoRoot, '--out', out, '--public-url', 'http://127.0.0.1:9/r'])
      expect(built.code).toBe(0)
      const files = index.items.flatMap((item) => {
        const published = JSON.parse(readFileSync(join(out, `${item.name}.json`), 'utf8')) as { files: Array<Omit<PublishedFile, 'item'>> }
        return published.files.map((file) => ({ item: item.name, ...file }))
      })
      expect(files.length).toBe(index.items.reduce((sum, item) => sum + (item.files?.length ?? 0), 0))
      expect(shadcnPathProblems(files)).toEqual([])
      // Files our CLI puts at the project root (the testing helpers, Node code) stay out of src/,
      // where the app's browser tsconfig would check them; the others go where walletkit add puts
      // them in this src-dir app.
      const elsewhere = index.items.flatMap((item) =>
        (item.files ?? []).flatMap((file) => {
          const published = files.find((candidate) => candidate.item === item.name && candidate.path === file.path)
          const expected = file.target && !/^(src|app)\//.test(file.target) ? file.target : undefined
          return expected && published && shadcnTarget(published) !== expected ? [`${file.path}: ${shadcnTarget(published)}`] : []
        }),
      )
      expect(elsewhere).toEqual([])
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
