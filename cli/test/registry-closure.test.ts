import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { importClosureProblems } from '../src/registry/closure'
import { registrySchema } from '../src/registry/schema'
import { repoRoot } from './helpers'

describe('registry import closure', () => {
  test('behavior: every @/registry import of every item is shipped by the item or its registryDependencies', () => {
    // A missing dependency gives the host a copied file that does not compile.
    const index = registrySchema.parse(JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')))
    expect(importClosureProblems(repoRoot, index)).toEqual([])
  })
})
