import { loader, source as makeSource, type InferPageType } from 'fumadocs-core/source'
import type { AdvancedIndex } from 'fumadocs-core/search/server'
import { compileGuide } from './compile-guide'
import { guideOrder, listGuides } from './guides'
import { itemSections, registryData } from './registry-data'
import { itemStructuredData } from './item-search'

type DocsPageData =
  | { title: string; description: string; kind: 'guide'; file: string }
  | { title: string; description: string; kind: 'item'; item: string }

function buildSource() {
  const guides = listGuides()
  const items = registryData().items
  const ordered = [...guideOrder.filter((slug) => guides.some((g) => g.slug === slug)), ...guides.map((g) => g.slug).filter((slug) => !guideOrder.includes(slug))]
  const sections = itemSections.flatMap(({ type, title }) => {
    const names = items.filter((item) => item.type === type).map((item) => item.name)
    return names.length ? [`---${title}---`, ...names] : []
  })
  // Items of a type no section names still get a page, after the rest.
  const other = items.filter((item) => !itemSections.some((s) => s.type === item.type)).map((item) => item.name)
  return makeSource<DocsPageData, { title?: string; pages?: string[]; defaultOpen?: boolean }>({
    pages: [
      ...guides.map((guide) => ({ type: 'page' as const, path: `${guide.slug}.mdx`, data: { title: guide.title, description: guide.description, kind: 'guide' as const, file: guide.file } })),
      ...items.map((item) => ({ type: 'page' as const, path: `items/${item.name}.mdx`, data: { title: item.title, description: item.description, kind: 'item' as const, item: item.name } })),
    ],
    metas: [
      { type: 'meta', path: 'meta.json', data: { pages: [...ordered, '---Registry---', 'items'] } },
      { type: 'meta', path: 'items/meta.json', data: { title: 'Registry items', defaultOpen: true, pages: [...sections, ...(other.length ? ['---Other---', ...other] : [])] } },
    ],
  })
}

/** Every page of /docs: the guides under content/guides and one page per registry item. */
export const source = loader({ baseUrl: '/docs', source: buildSource() })

export type DocsPage = InferPageType<typeof source>

/** What the static search index holds for a page: a guide's compiled text, an item's summary. */
export async function searchIndexOf(page: DocsPage): Promise<AdvancedIndex> {
  const base = { id: page.url, url: page.url, title: page.data.title, description: page.data.description }
  if (page.data.kind === 'guide') return { ...base, structuredData: (await compileGuide(page.data.file)).structuredData }
  const item = registryData().items.find((entry) => entry.name === (page.data.kind === 'item' ? page.data.item : ''))
  return { ...base, breadcrumbs: ['Registry items'], structuredData: item ? itemStructuredData(item) : { headings: [], contents: [] } }
}
