import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DocsBody, DocsDescription, DocsPage, DocsTitle } from 'fumadocs-ui/page'
import { compileGuide } from '../../../lib/compile-guide'
import { findItem } from '../../../lib/registry-data'
import { source } from '../../../lib/source'
import { ItemPage, itemToc } from '../../../components/item-page'
import { guideComponents } from '../../../components/guide-components'

type Props = { params: Promise<{ slug?: string[] }> }

// Every page is known at build time: the guides and one per registry item.
export const dynamicParams = false

export function generateStaticParams() {
  return source.generateParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = source.getPage((await params).slug)
  if (!page) notFound()
  return { title: page.data.title, description: page.data.description }
}

export default async function Page({ params }: Props) {
  const page = source.getPage((await params).slug)
  if (!page) notFound()
  if (page.data.kind === 'item') {
    const item = findItem(page.data.item)
    if (!item) notFound()
    return (
      <DocsPage toc={itemToc(item)}>
        <DocsTitle>{item.title}</DocsTitle>
        <DocsDescription>{item.description}</DocsDescription>
        <DocsBody>
          <ItemPage item={item} />
        </DocsBody>
      </DocsPage>
    )
  }
  const { Content, toc } = await compileGuide(page.data.file)
  return (
    <DocsPage toc={toc}>
      <DocsTitle>{page.data.title}</DocsTitle>
      <DocsDescription>{page.data.description}</DocsDescription>
      <DocsBody>
        <Content components={guideComponents} />
      </DocsBody>
    </DocsPage>
  )
}
