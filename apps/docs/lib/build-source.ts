import { source as makeSource } from 'fumadocs-core/source'
import type { GuideMeta } from './guides'
import { itemSections } from './item-sections'

export type DocsPageData =
  | { title: string; description: string; kind: 'guide'; file: string }
  | { title: string; description: string; kind: 'item'; item: string }

type ItemSummary = { name: string; title: string; description: string; type: string }

/**
 * The virtual Fumadocs source of /docs: one page per guide and one per registry item, and the
 * sidebar order (guides in `guideOrder`, then the items grouped by type).
 */
export function buildSource(guides: readonly GuideMeta[], items: readonly ItemSummary[], guideOrder: readonly string[]) {
  const ordered = [
    ...guideOrder.filter((slug) => guides.some((g) => g.slug === slug)),
    ...guides.map((g) => g.slug).filter((slug) => !guideOrder.includes(slug)),
  ]
  const sections = itemSections.flatMap(({ type, title }) => {
    const names = items.filter((item) => item.type === type).map((item) => item.name)
    return names.length ? [`---${title}---`, ...names] : []
  })
  // Items of a type no section names still get a page, after the rest.
  const other = items.filter((item) => !itemSections.some((s) => s.type === item.type)).map((item) => item.name)
  return makeSource<DocsPageData, { title?: string; pages?: string[]; defaultOpen?: boolean }>({
    pages: [
      ...guides.map((guide) => ({
        type: 'page' as const,
        path: `${guide.slug}.mdx`,
        data: { title: guide.title, description: guide.description, kind: 'guide' as const, file: guide.file },
      })),
      ...items.map((item) => ({
        type: 'page' as const,
        path: `items/${item.name}.mdx`,
        data: { title: item.title, description: item.description, kind: 'item' as const, item: item.name },
      })),
    ],
    metas: [
      { type: 'meta', path: 'meta.json', data: { pages: [...ordered, '---Registry---', 'items'] } },
      {
        type: 'meta',
        path: 'items/meta.json',
        data: { title: 'Registry items', defaultOpen: true, pages: [...sections, ...(other.length ? ['---Other---', ...other] : [])] },
      },
    ],
  })
}

/** Registry items that no page of `pages` documents (the build refuses to go on with any). */
export function itemsWithoutPage(items: ReadonlyArray<{ name: string }>, pages: ReadonlyArray<{ url: string }>): string[] {
  const urls = new Set(pages.map((page) => page.url.replace(/\/$/, '')))
  return items.map((item) => item.name).filter((name) => !urls.has(`/docs/items/${name}`))
}
