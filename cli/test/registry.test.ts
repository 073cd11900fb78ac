import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { registryProblems } from '../src/registry/build-registry'
import { importClosureProblems } from '../src/registry/closure'
import { builtItemSchema, itemNameSchema, registryItemSchema, registrySchema, walletkitMetaSchema } from '../src/registry/schema'
import { cleanup, repoRoot, runCli, scratch } from './helpers'

const index = registrySchema.parse(JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')))
const out = scratch('registry-build')
afterAll(() => cleanup(out))

const placeable = /^registry\/(lib|hooks|components)\//

describe('registry/registry.json', { timeout: 60_000 }, () => {
  test('default: the index and every item follow the shadcn schemas and walletkit meta', () => {
    for (const item of index.items) {
      expect(registryItemSchema.safeParse(item).error, item.name).toBeUndefined()
      expect(itemNameSchema.safeParse(item.name).success, item.name).toBe(true)
      expect(walletkitMetaSchema.safeParse(item.meta ?? {}).error, item.name).toBeUndefined()
    }
  })

  test('behavior: every listed file exists, none is a test, and each has a place in the host', () => {
    for (const item of index.items) {
      for (const file of item.files ?? []) {
        expect(existsSync(join(repoRoot, file.path)), `${item.name}: ${file.path}`).toBe(true)
        expect(file.path, item.name).not.toMatch(/\.(test|spec|stories)\.[jt]sx?$/)
        expect(Boolean(file.target) || placeable.test(file.path), `${item.name}: ${file.path} needs a target`).toBe(true)
      }
    }
  })

  test('behavior: registryDependencies resolve, names are unique, and there is no cycle', () => {
    expect(registryProblems(index)).toEqual([])
  })

  test('behavior: every @/registry import of an item is shipped by the item or its dependencies', () => {
    // Otherwise `walletkit add <item>` gives the host a file that does not compile.
    expect(importClosureProblems(repoRoot, index)).toEqual([])
  })

  test('behavior: `walletkit build` output validates as registry-item.json and registry.json', () => {
    const result = runCli(['build', '--cwd', repoRoot, '--out', out])
    // Only warnings (imports of items still being written) may appear, never an error.
    expect(result.stderr.split('\n').filter((line) => line && !line.startsWith('warning: '))).toEqual([])
    expect(result.code).toBe(0)
    const built = readdirSync(out).filter((name) => name !== 'registry.json')
    expect(built.sort()).toEqual(index.items.map((item) => `${item.name}.json`).sort())
    for (const name of built) {
      const raw = JSON.parse(readFileSync(join(out, name), 'utf8'))
      expect(raw.$schema).toBe('https://ui.shadcn.com/schema/registry-item.json')
      expect(registryItemSchema.safeParse(raw).error, name).toBeUndefined()
      const item = builtItemSchema.parse(raw)
      for (const file of item.files) {
        expect(item.meta.sha256?.[file.path], `${name}: ${file.path}`).toBe(createHash('sha256').update(file.content).digest('hex'))
      }
    }
    expect(registrySchema.safeParse(JSON.parse(readFileSync(join(out, 'registry.json'), 'utf8'))).error).toBeUndefined()
  })
})
