import { describe, expect, test } from 'vitest'
import { CliError } from '../errors'
import { resolveItems } from './resolve'
import type { BuiltItem } from './schema'
import type { RegistrySource } from './sources'

function memory(items: Record<string, string[]>): RegistrySource & { fetched: string[] } {
  const fetched: string[] = []
  return {
    label: 'memory',
    fetched,
    async getItem(name) {
      fetched.push(name)
      const deps = items[name]
      if (!deps) throw new CliError('ITEM_NOT_FOUND', name)
      const item: BuiltItem = { name, type: 'registry:lib', registryDependencies: deps, files: [], meta: { version: '1.0.0' } }
      return item
    },
    async list() {
      return []
    },
  }
}

describe('resolveItems', () => {
  test('default: dependencies first, each item once', async () => {
    const source = memory({ modal: ['hooks', 'ui'], hooks: ['lib'], ui: ['lib'], lib: [] })
    const order = await resolveItems(['modal'], { source, registries: {} })
    expect(order.map((r) => r.item.name)).toEqual(['lib', 'hooks', 'ui', 'modal'])
    expect(source.fetched).toEqual(['modal', 'hooks', 'lib', 'ui'])
  })

  test('behavior: a cycle is reported as the path that closes it', async () => {
    const source = memory({ a: ['b'], b: ['c'], c: ['a'] })
    await expect(resolveItems(['a'], { source, registries: {} })).rejects.toThrow('a -> b -> c -> a')
  })

  test('behavior: an unknown namespace names the fix', async () => {
    const source = memory({})
    await expect(resolveItems(['@acme/x'], { source, registries: {} })).rejects.toThrow('No registry named @acme in walletkit.json')
  })
})
