import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repoRoot } from './helpers'
import { type ShippedFile, shadcnPathProblems, shadcnTarget } from './shadcn-paths'

type Index = { items: Array<{ name: string; files?: Array<{ path: string; type: string; target?: string }> }> }

const index = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as Index
const shipped: ShippedFile[] = index.items.flatMap((item) => (item.files ?? []).map((file) => ({ item: item.name, ...file })))

// Issue 26: `shadcn add` of our items must give each import the file it means. The real CLI is
// run in cli/test/shadcn-add.e2e.test.ts; this names the offending file at once.
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
  })

  test('parameters: an imported file sharing its name with another is named, as in the failing host', () => {
    const root = mkdtempSync(join(tmpdir(), 'shadcn-paths-'))
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      write('registry/lib/caip/types.ts', 'export type CaipNetworkId = string\n')
      write('registry/lib/chains/types.ts', 'export type Network = { id: number }\n')
      write(
        'registry/lib/chains/use.ts',
        "import type { Network } from '@/registry/lib/chains/types'\nexport const n: Network = { id: 1 }\n",
      )
      const files = ['caip/types.ts', 'chains/types.ts', 'chains/use.ts'].map((path) => ({
        item: 'x',
        path: `registry/lib/${path}`,
        type: 'registry:lib',
      }))
      expect(shadcnPathProblems(root, files)).toEqual([
        'registry/lib/chains/types.ts (imported by registry/lib/chains/use.ts) shares its name with registry/lib/caip/types.ts',
      ])
      // A relative import is left alone by shadcn, so it is no problem.
      write('registry/lib/chains/use.ts', "import type { Network } from './types'\nexport const n: Network = { id: 1 }\n")
      expect(shadcnPathProblems(root, files)).toEqual([])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  test('behavior: no two shipped files share a place, and no imported file shares its name with another', () => {
    expect(shadcnPathProblems(repoRoot, shipped)).toEqual([])
  })
})
