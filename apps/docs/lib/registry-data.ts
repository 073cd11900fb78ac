import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ItemData, RegistryData } from './registry-data-types'

let cached: RegistryData | undefined

/** The data scripts/generate.ts wrote for this build (next build runs in apps/docs). */
export function registryData(): RegistryData {
  cached ??= JSON.parse(readFileSync(join(process.cwd(), '.generated', 'registry-data.json'), 'utf8')) as RegistryData
  return cached
}

export function findItem(name: string): ItemData | undefined {
  return registryData().items.find((item) => item.name === name)
}

export { itemSections } from './item-sections'

/** The URL of an item's page. */
export const itemUrl = (name: string) => `/docs/items/${name}/`
