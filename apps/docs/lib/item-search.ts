import type { StructuredData } from 'fumadocs-core/mdx-plugins'
import type { ItemData } from './registry-data-types'

/** An item page's searchable text: its summary, API names, strings and slots, under the page's headings. */
export function itemStructuredData(item: ItemData): StructuredData {
  const contents: StructuredData['contents'] = [{ heading: undefined, content: `${item.description} npx walletkit add ${item.name}` }]
  if (item.api.length)
    contents.push({
      heading: 'api',
      content: item.api.map((entry) => [entry.name, entry.doc, ...entry.members.map((m) => m.name)].join(' ')).join(' '),
    })
  if (item.strings.length)
    contents.push({ heading: 'strings', content: item.strings.flatMap((group) => group.entries.map((entry) => entry.value)).join(' · ') })
  if (item.slots.length) contents.push({ heading: 'data-slots', content: item.slots.join(' ') })
  return {
    headings: [
      { id: 'api', content: 'Props and options' },
      { id: 'strings', content: 'Strings' },
      { id: 'data-slots', content: 'Data slots' },
    ],
    contents,
  }
}
