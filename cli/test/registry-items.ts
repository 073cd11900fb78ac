import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { itemFitsFramework } from '../src/project/item-frameworks'
import type { Framework } from '../src/project/detect'

type RegistryIndex = { items: Array<{ name: string; meta?: { frameworks?: Framework[] } }> }

/**
 * Every registry item a host of `framework` can take, by the CLI's own rule: it refuses an item
 * whose `meta.frameworks` leaves the host out (the app router's SIWX routes in a pages-router or
 * Vite app: beside src/pages, `next build` stops at "`pages` and `app` directories should be under
 * the same folder").
 */
export function registryItemNames(framework: Framework = 'vite'): { items: string[]; leftOut: string[] } {
  const index = JSON.parse(readFileSync(fileURLToPath(new URL('../../registry/registry.json', import.meta.url)), 'utf8')) as RegistryIndex
  return {
    items: index.items.filter((item) => itemFitsFramework(item, framework)).map((item) => item.name),
    leftOut: index.items.filter((item) => !itemFitsFramework(item, framework)).map((item) => item.name),
  }
}
