import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loader } from 'fumadocs-core/source'
import { describe, expect, test } from 'vitest'
import { buildSource, itemsWithoutPage } from './build-source'

const root = fileURLToPath(new URL('../../..', import.meta.url))
type Item = { name: string; title?: string; description?: string; type: string }
const registry = JSON.parse(readFileSync(join(root, 'registry', 'registry.json'), 'utf8')) as { items: Item[] }
const summaries = (items: Item[]) =>
  items.map((item) => ({ name: item.name, title: item.title ?? item.name, description: item.description ?? '', type: item.type }))
const guide = { slug: 'index', title: 'Introduction', description: '', file: '/guides/index.mdx' }
const pagesFor = (items: Item[]) => loader({ baseUrl: '/docs', source: buildSource([guide], summaries(items), ['index']) }).getPages()

describe('buildSource', () => {
  test('default: every item of registry/registry.json has a page under /docs/items/', () => {
    const pages = pagesFor(registry.items)
    expect(itemsWithoutPage(registry.items, pages)).toEqual([])
    expect(pages.map((page) => page.url)).toContain('/docs/items/connect-modal')
    expect(pages).toHaveLength(registry.items.length + 1)
  })

  test('behavior: an item added to registry.json after the pages were built is reported as having no page', () => {
    const pages = pagesFor(registry.items)
    const added = [...registry.items, { name: 'not-yet-documented-view', type: 'registry:block' }]
    expect(itemsWithoutPage(added, pages)).toEqual(['not-yet-documented-view'])
  })

  test('behavior: the sidebar groups items by type and lists the guides first', () => {
    const tree = loader({ baseUrl: '/docs', source: buildSource([guide], summaries(registry.items), ['index']) }).getPageTree()
    const names = tree.children.map((node) => (node.type === 'separator' ? `---${String(node.name)}` : String(node.name)))
    expect(names[0]).toBe('Introduction')
    expect(names).toContain('---Registry')
  })
})
