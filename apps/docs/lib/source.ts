import { loader, type InferPageType } from 'fumadocs-core/source'
import type { AdvancedIndex } from 'fumadocs-core/search/server'
import { buildSource, itemsWithoutPage } from './build-source'
import { compileGuide } from './compile-guide'
import { guideOrder, listGuides } from './guides'
import { itemStructuredData } from './item-search'
import { registryData } from './registry-data'

/** Every page of /docs: the guides under content/guides and one page per registry item. */
export const source = loader({ baseUrl: '/docs', source: buildSource(listGuides(), registryData().items, guideOrder) })

// registry.json is the list of pages: an item without one stops the build.
const missing = itemsWithoutPage(registryData().items, source.getPages())
if (missing.length > 0) throw new Error(`Registry items without a docs page: ${missing.join(', ')}`)

export type DocsPage = InferPageType<typeof source>

/** What the static search index holds for a page: a guide's compiled text, an item's summary. */
export async function searchIndexOf(page: DocsPage): Promise<AdvancedIndex> {
  const base = { id: page.url, url: page.url, title: page.data.title, description: page.data.description }
  if (page.data.kind === 'guide') return { ...base, structuredData: (await compileGuide(page.data.file)).structuredData }
  const name = page.data.item
  const item = registryData().items.find((entry) => entry.name === name)
  return { ...base, breadcrumbs: ['Registry items'], structuredData: item ? itemStructuredData(item) : { headings: [], contents: [] } }
}
